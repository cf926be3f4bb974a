import type { DbOrTx } from "../../db/client.ts";
import { withPositionPlace } from "./match-places.ts";
import { loadOpenMatchPositions } from "./position-queries.ts";
import type { OpenMatchPosition } from "./queries.ts";

/** Published T&M positions of published needs, as the score reads them (set-based: three statements). */
export async function loadOpenPositions(db: DbOrTx, ids: number[]): Promise<OpenMatchPosition[]> {
  return (await loadOpenMatchPositions(db, ids)).map(withPositionPlace);
}

/** Whether a position is open for matching (published T&M position of a published need). */
export async function isOpenPosition(db: DbOrTx, positionId: number): Promise<boolean> {
  const [open] = await loadOpenPositions(db, [positionId]);
  return open !== undefined;
}
