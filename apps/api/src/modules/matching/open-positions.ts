import { toMatchPosition } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { loadPositions } from "../needs/index.ts";
import { type OpenMatchPosition, openPositionIds } from "./queries.ts";

/** Published T&M positions of published needs, as the score reads them (set-based: three statements). */
export async function loadOpenPositions(db: DbOrTx, ids: number[]): Promise<OpenMatchPosition[]> {
  if (ids.length === 0) return [];
  const loaded = await loadPositions(db, { ids: await openPositionIds(db, ids) });
  return loaded.map(({ dto }) => {
    const mandatoryIds = dto.mandatory_skills.map((s) => s.technology_id);
    return {
      id: dto.id,
      match: toMatchPosition(dto),
      mandatoryIds,
      technologyIds: [...mandatoryIds, ...dto.nice_skills.map((s) => s.technology_id)],
    };
  });
}

/** Whether a position is open for matching (published T&M position of a published need). */
export async function isOpenPosition(db: DbOrTx, positionId: number): Promise<boolean> {
  const [open] = await loadOpenPositions(db, [positionId]);
  return open !== undefined;
}
