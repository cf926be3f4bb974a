import {
  type CompatibleProfile,
  type CompatibleProfilesQuery,
  compatibleProfilesQuerySchema,
  type Language,
  type MatchBand,
  type ProfileSeniority,
} from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { toPage } from "../../lib/pagination.ts";
import { initial } from "../profiles/index.ts";
import { explanationViews } from "./explanation-view.ts";
import { isOpenPosition } from "./open-positions.ts";
import {
  compatibleProfilePage,
  ownFittingProfilePage,
  positionOwner,
  type RankedScoreRow,
} from "./ranked-queries.ts";

/** Who reads compatible profiles: a client company (anonymised), staff, or a supplier reading its own profiles. */
export type MatchReader = { companyId: number; staff: boolean; lang: Language };

/** A page of scored rows as the reader sees them: locked rows show the initial and no company. */
async function toRankedPage(
  db: DbOrTx,
  reader: MatchReader,
  q: { page: number; limit: number },
  { rows, total }: { rows: RankedScoreRow[]; total: number },
) {
  const criteria = await explanationViews(
    db,
    rows.map((r) => r.criteria),
    reader.lang,
  );
  const items: CompatibleProfile[] = rows.map((r, i) => ({
    profile_id: r.profileId,
    firstname: r.firstname,
    lastname: r.unlocked ? r.lastname : initial(r.lastname),
    title: r.title,
    seniority: r.seniority as ProfileSeniority,
    company_name: r.companyName,
    city: r.city,
    remote: r.remote,
    daily_rate_min: r.dailyRateMin === null ? null : Number(r.dailyRateMin),
    available_from: r.availableFrom,
    contacts_visible: r.unlocked,
    score: r.score,
    band: r.band as MatchBand,
    criteria: criteria[i] ?? [],
    computed_at: r.computedAt.toISOString(),
  }));
  return toPage(q, total, items);
}

/**
 * The compatible profiles of a position of the reader's company (staff: any), best first. Another company's
 * position is not found, as the needs module answers for foreign needs.
 */
export async function compatibleProfiles(
  db: DbOrTx,
  reader: MatchReader,
  positionId: number,
  query: CompatibleProfilesQuery,
) {
  const q = compatibleProfilesQuerySchema.parse(query);
  const owner = await positionOwner(db, positionId);
  if (!owner || (!reader.staff && owner.companyId !== reader.companyId))
    throw new AppError("common.not_found");
  const unlockedFor = reader.staff ? null : reader.companyId;
  const page = await compatibleProfilePage(db, unlockedFor, { positionId, band: q.band }, q);
  return toRankedPage(db, reader, q, page);
}

/** The reader's own profiles fitting an open position, best first (404 when the position is not open). */
export async function myFittingProfiles(
  db: DbOrTx,
  reader: MatchReader,
  positionId: number,
  query: CompatibleProfilesQuery,
) {
  const q = compatibleProfilesQuerySchema.parse(query);
  if (!(await isOpenPosition(db, positionId))) throw new AppError("common.not_found");
  const page = await ownFittingProfilePage(db, { positionId, companyId: reader.companyId, band: q.band }, q);
  return toRankedPage(db, reader, q, page);
}
