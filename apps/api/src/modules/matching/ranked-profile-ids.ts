import type { DbOrTx } from "../../db/client.ts";
import { compatibleProfilePage } from "./ranked-queries.ts";

/**
 * The ids of a position's best compatible profiles (published, company not blocked), in the ranking's order,
 * scoring at least `minScore`: at most `limit`. For readers that show the ranking's profiles in their own way (a
 * shared position link); no ownership check here, the caller owns that.
 */
export async function rankedProfileIds(
  db: DbOrTx,
  positionId: number,
  options: { limit: number; minScore: number },
): Promise<number[]> {
  const page = await compatibleProfilePage(
    db,
    null,
    { positionId, band: undefined },
    { page: 1, limit: options.limit },
  );
  return page.rows.filter((r) => r.score >= options.minScore).map((r) => r.profileId);
}
