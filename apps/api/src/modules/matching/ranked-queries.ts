import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { company, matchScore, need, position, profile, technology } from "../../db/schema/index.ts";
import { pageWindow } from "../../lib/pagination.ts";

/** The names of these technologies, with their Italian and English labels (null: the name). */
export async function technologyNames(db: DbOrTx, ids: number[]) {
  return db
    .select({
      id: technology.id,
      name: technology.name,
      labelIt: technology.labelIt,
      labelEn: technology.labelEn,
    })
    .from(technology)
    .where(inArray(technology.id, ids));
}

/** The company owning the need of a position (undefined when the position does not exist). */
export async function positionOwner(db: DbOrTx, positionId: number) {
  const [owner] = await db
    .select({ companyId: need.companyId })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(eq(position.id, positionId));
  return owner;
}

/**
 * Ties of the cached score are broken as contracts `compareMatches` does, by the points the stored explanation
 * gives (its criteria keep the order of contracts MATCH_CRITERIA: 0 mandatory skills, 6 availability, 7 feedback,
 * 1 nice skills); the profile id only keeps pages stable between rows nothing else tells apart. The incremental
 * sort on match_score_rank_idx (position_id, score) still reads only the rows of the page's scores.
 */
const criterionPoints = (i: number) => sql`coalesce((${matchScore.criteria}->${i}->>'points')::real, 0) DESC`;
const rankOrder = [
  desc(matchScore.score),
  criterionPoints(0),
  criterionPoints(6),
  criterionPoints(7),
  criterionPoints(1),
  matchScore.profileId,
];

/**
 * Whose contacts the reader sees: null when every row is unlocked (staff, or the supplier's own profiles), else
 * the reading company, which sees those it unlocked.
 */
type UnlockedFor = number | null;

async function rankedScorePage(
  db: DbOrTx,
  unlockedFor: UnlockedFor,
  where: SQL | undefined,
  q: { page: number; limit: number },
) {
  const unlocked =
    unlockedFor === null
      ? sql<boolean>`true`
      : sql<boolean>`EXISTS (SELECT 1 FROM profile_access pa WHERE pa.company_id = ${unlockedFor} AND pa.profile_id = ${profile.id} AND pa.function_state = 'information_blocked')`;
  const { limit, offset } = pageWindow(q);
  const [total] = await db
    .select({ n: count() })
    .from(matchScore)
    .innerJoin(profile, eq(profile.id, matchScore.profileId))
    .where(where);
  const rows = await db
    .select({
      profileId: profile.id,
      firstname: profile.firstname,
      lastname: profile.lastname,
      title: profile.title,
      seniority: profile.seniority,
      companyName: company.name,
      city: profile.city,
      remote: profile.remote,
      dailyRateMin: profile.dailyRateMin,
      availableFrom: profile.availableFrom,
      unlocked,
      score: matchScore.score,
      band: matchScore.band,
      criteria: matchScore.criteria,
      computedAt: matchScore.computedAt,
    })
    .from(matchScore)
    .innerJoin(profile, eq(profile.id, matchScore.profileId))
    .innerJoin(company, eq(company.id, profile.companyId))
    .where(where)
    .orderBy(...rankOrder)
    .limit(limit)
    .offset(offset);
  return { rows, total: total?.n ?? 0 };
}

export type RankedScoreRow = Awaited<ReturnType<typeof rankedScorePage>>["rows"][number];

const publishedProfile = sql`${profile.published} AND ${profile.companyId} NOT IN (SELECT id FROM company WHERE doc_status = 3)`;

/** One page of a position's compatible profiles (published, company not blocked), best first, with the total. */
export function compatibleProfilePage(
  db: DbOrTx,
  unlockedFor: UnlockedFor,
  filter: { positionId: number; band: string | undefined },
  q: { page: number; limit: number },
) {
  const where = and(
    eq(matchScore.positionId, filter.positionId),
    sql`${publishedProfile}`,
    filter.band ? eq(matchScore.band, filter.band) : undefined,
  );
  return rankedScorePage(db, unlockedFor, where, q);
}

/** One page of a company's own published profiles scored for a position, best first, with the total. */
export function ownFittingProfilePage(
  db: DbOrTx,
  filter: { positionId: number; companyId: number; band: string | undefined },
  q: { page: number; limit: number },
) {
  const where = and(
    eq(matchScore.positionId, filter.positionId),
    eq(profile.companyId, filter.companyId),
    eq(profile.published, true),
    filter.band ? eq(matchScore.band, filter.band) : undefined,
  );
  return rankedScorePage(db, null, where, q);
}

/**
 * The best of a company's published profiles for each of these positions, with how many score at least
 * `fittingScore`: one statement reading only the company's rows of each position (match_score_company_idx).
 */
export async function bestFitRows(
  db: DbOrTx,
  companyId: number,
  positionIds: number[],
  fittingScore: number,
) {
  return db
    .select({
      positionId: matchScore.positionId,
      profileId: sql<number>`(array_agg(${matchScore.profileId} ORDER BY ${sql.join(rankOrder, sql`, `)}))[1]`,
      score: sql<number>`max(${matchScore.score})::int`,
      fitting: sql<number>`(count(*) FILTER (WHERE ${matchScore.score} >= ${fittingScore}))::int`,
    })
    .from(matchScore)
    .innerJoin(profile, eq(profile.id, matchScore.profileId))
    .where(
      and(
        eq(matchScore.companyId, companyId),
        inArray(matchScore.positionId, positionIds),
        eq(profile.published, true),
      ),
    )
    .groupBy(matchScore.positionId);
}
