import { type BestFit, bandOfScore, MATCH_BANDS } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { bestFitRows } from "./ranked-queries.ts";

/** Score at which a profile counts as fitting (the "good" band). */
const FITTING_SCORE = MATCH_BANDS.find((b) => b.band === "good")?.min ?? 50;

/**
 * The best of a company's profiles for each of these positions: one statement for the page, reading only the
 * company's rows of each position (match_score_company_idx), never every compatible profile of the page.
 */
export async function bestFits(db: DbOrTx, companyId: number, positionIds: number[]) {
  const result = new Map<number, BestFit>();
  if (positionIds.length === 0) return result;
  const rows = await bestFitRows(db, companyId, positionIds, FITTING_SCORE);
  for (const r of rows) {
    const score = Number(r.score);
    result.set(r.positionId, {
      profile_id: Number(r.profileId),
      score,
      band: bandOfScore(score),
      fitting: Number(r.fitting),
    });
  }
  return result;
}
