import {
  type BestFit,
  bandOfScore,
  type CompatibleProfile,
  type CompatibleProfilesQuery,
  type CriterionResult,
  compatibleProfilesQuerySchema,
  type Language,
  MATCH_BANDS,
  type MatchBand,
  type ProfileSeniority,
  scoreMatch,
} from "@mkt/contracts";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { company, matchScore, need, position, profile, technology } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { initial } from "../profiles/index.ts";
import {
  CANDIDATE_CAP,
  candidatePositionIds,
  candidateProfileIds,
  findVisibleProfile,
  KEPT_PER_POSITION,
  loadMatchProfiles,
  loadOpenPositions,
  type ScoreRow,
} from "./queries.ts";

export { CANDIDATE_CAP, KEPT_PER_POSITION };

const INSERT_CHUNK = 500;

async function upsertScores(tx: DbOrTx, rows: ScoreRow[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx
      .insert(matchScore)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoUpdate({
        target: [matchScore.positionId, matchScore.profileId],
        set: {
          score: sql`excluded.score`,
          band: sql`excluded.band`,
          criteria: sql`excluded.criteria`,
          computedAt: sql`excluded.computed_at`,
        },
      });
  }
}

/**
 * Recomputes the compatible profiles of one position: for a published position the best KEPT_PER_POSITION of its
 * candidates replace its rows in one transaction; for a draft or closed one the rows go. Pure database work, so
 * any instance may run it at any time.
 */
export async function recomputePositionMatches(db: DbOrTx, positionId: number): Promise<number> {
  const [open] = await loadOpenPositions(db, [positionId]);
  if (!open) {
    await db.delete(matchScore).where(eq(matchScore.positionId, positionId));
    return 0;
  }
  const ids = await candidateProfileIds(db, open);
  const profiles = await loadMatchProfiles(db, ids);
  const now = new Date();
  const rows: ScoreRow[] = [];
  for (const [profileId, p] of profiles) {
    const result = scoreMatch(open.match, p);
    rows.push({
      positionId,
      profileId,
      companyId: p.companyId,
      score: result.score,
      band: result.band,
      criteria: result.criteria,
      computedAt: now,
    });
  }
  rows.sort((a, b) => b.score - a.score || a.profileId - b.profileId);
  const kept = rows.slice(0, KEPT_PER_POSITION);
  await db.transaction(async (tx) => {
    await tx.delete(matchScore).where(eq(matchScore.positionId, positionId));
    await upsertScores(tx, kept);
  });
  return kept.length;
}

/**
 * Recomputes one profile against the open positions sharing a technology with it (or naming none and asking for
 * its seniority); an unpublished, deleted or blocked profile loses its rows.
 */
export async function recomputeProfileMatches(db: DbOrTx, profileId: number): Promise<number> {
  const found = await findVisibleProfile(db, profileId);
  if (!found) {
    await db.delete(matchScore).where(eq(matchScore.profileId, profileId));
    return 0;
  }
  const positions = await loadOpenPositions(
    db,
    await candidatePositionIds(db, found.technologyIds, found.seniority),
  );
  const p = (await loadMatchProfiles(db, [profileId])).get(profileId);
  if (!p) return 0;
  const now = new Date();
  const rows: ScoreRow[] = positions.map((pos) => {
    const result = scoreMatch(pos.match, p);
    return {
      positionId: pos.id,
      profileId,
      companyId: p.companyId,
      score: result.score,
      band: result.band,
      criteria: result.criteria,
      computedAt: now,
    };
  });
  // No trim here: ranking every touched position again (up to 5,000 × 500 rows) would cost seconds per profile
  // save. A position can hold a few rows beyond KEPT_PER_POSITION until its own next recompute; reads take the
  // best rows through the (position_id, score) index, so they are unaffected.
  await db.transaction(async (tx) => {
    await tx.delete(matchScore).where(eq(matchScore.profileId, profileId));
    await upsertScores(tx, rows);
  });
  return rows.length;
}

type Log = { error: (obj: unknown, msg: string) => void };
const consoleLog: Log = { error: (obj, msg) => console.error(msg, obj) };

/**
 * The hooks the needs and profiles services call after a change: a scoring failure is logged and never fails the
 * user's request (the cache is refreshed again at the next change).
 */
export async function refreshPositionMatches(db: DbOrTx, positionIds: number[], log: Log = consoleLog) {
  for (const id of positionIds) {
    try {
      await recomputePositionMatches(db, id);
    } catch (err) {
      log.error({ err, positionId: id }, "matching: position recompute failed");
    }
  }
}

export async function refreshProfileMatches(db: DbOrTx, profileIds: number[], log: Log = consoleLog) {
  for (const id of profileIds) {
    try {
      await recomputeProfileMatches(db, id);
    } catch (err) {
      log.error({ err, profileId: id }, "matching: profile recompute failed");
    }
  }
}

/** The positions of a need (for the hooks of publish and close). */
export async function positionIdsOfNeed(db: DbOrTx, needId: number): Promise<number[]> {
  const rows = await db.select({ id: position.id }).from(position).where(eq(position.needId, needId));
  return rows.map((r) => r.id);
}

const languageNames = new Map<Language, Intl.DisplayNames>();
function languageName(code: string, lang: Language): string {
  let names = languageNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: "language" });
    languageNames.set(lang, names);
  }
  const name = names.of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** The stored explanation with technology ids and language codes turned into names. */
async function resolveCriteria(db: DbOrTx, lists: unknown[][], lang: Language) {
  const techIds = new Set<number>();
  for (const list of lists)
    for (const c of list as CriterionResult[])
      if (c.criterion === "mandatory_skills" || c.criterion === "nice_skills") {
        for (const m of c.missing ?? []) techIds.add(Number(m));
        for (const s of c.short ?? []) techIds.add(s.technologyId);
      }
  const names = new Map(
    techIds.size
      ? (
          await db
            .select({ id: technology.id, name: technology.name })
            .from(technology)
            .where(inArray(technology.id, [...techIds]))
        ).map((t) => [t.id, t.name])
      : [],
  );
  return lists.map((list) =>
    (list as CriterionResult[]).map((c) => ({
      criterion: c.criterion,
      outcome: c.outcome,
      points: c.points,
      max_points: c.maxPoints,
      missing: (c.missing ?? []).map((m) =>
        c.criterion === "languages" ? languageName(String(m), lang) : (names.get(Number(m)) ?? String(m)),
      ),
      // Scores cached before minimum years were explained have no list.
      short: (c.short ?? []).map((s) => ({
        name: names.get(s.technologyId) ?? String(s.technologyId),
        years: s.years,
        min_years: s.minYears,
      })),
    })),
  );
}

/** Who reads compatible profiles: a client company (anonymised), staff, or a supplier reading its own profiles. */
export type MatchReader = { companyId: number; staff: boolean; lang: Language };

async function rankedPage(
  db: DbOrTx,
  reader: MatchReader & { own: boolean },
  where: SQL,
  q: { page: number; limit: number },
) {
  const unlocked =
    reader.staff || reader.own
      ? sql<boolean>`true`
      : sql<boolean>`EXISTS (SELECT 1 FROM profile_access pa WHERE pa.company_id = ${reader.companyId} AND pa.profile_id = ${profile.id} AND pa.function_state = 'information_blocked')`;
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
    .orderBy(desc(matchScore.score), matchScore.profileId)
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const criteria = await resolveCriteria(
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
    company_name: r.unlocked ? r.companyName : null,
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
  return { items, total: total?.n ?? 0, page: q.page, limit: q.limit };
}

const publishedProfile = sql`${profile.published} AND ${profile.companyId} NOT IN (SELECT id FROM company WHERE doc_status = 3)`;

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
  const [owner] = await db
    .select({ companyId: need.companyId })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(eq(position.id, positionId));
  if (!owner || (!reader.staff && owner.companyId !== reader.companyId))
    throw new AppError("common.not_found");
  const where = and(
    eq(matchScore.positionId, positionId),
    sql`${publishedProfile}`,
    q.band ? eq(matchScore.band, q.band) : undefined,
  )!;
  return rankedPage(db, { ...reader, own: false }, where, q);
}

/** The reader's own profiles fitting an open position, best first (404 when the position is not open). */
export async function myFittingProfiles(
  db: DbOrTx,
  reader: MatchReader,
  positionId: number,
  query: CompatibleProfilesQuery,
) {
  const q = compatibleProfilesQuerySchema.parse(query);
  const [open] = await loadOpenPositions(db, [positionId]);
  if (!open) throw new AppError("common.not_found");
  const where = and(
    eq(matchScore.positionId, positionId),
    eq(profile.companyId, reader.companyId),
    eq(profile.published, true),
    q.band ? eq(matchScore.band, q.band) : undefined,
  )!;
  return rankedPage(db, { ...reader, own: true }, where, q);
}

/** Score at which a profile counts as fitting (the "good" band). */
const FITTING_SCORE = MATCH_BANDS.find((b) => b.band === "good")?.min ?? 50;

/**
 * The best of a company's profiles for each of these positions: one statement for the page, reading only the
 * company's rows of each position (match_score_company_idx), never every compatible profile of the page.
 */
export async function bestFits(db: DbOrTx, companyId: number, positionIds: number[]) {
  const result = new Map<number, BestFit>();
  if (positionIds.length === 0) return result;
  const rows = await db
    .select({
      positionId: matchScore.positionId,
      profileId: sql<number>`(array_agg(${matchScore.profileId} ORDER BY ${matchScore.score} DESC, ${matchScore.profileId}))[1]`,
      score: sql<number>`max(${matchScore.score})::int`,
      fitting: sql<number>`(count(*) FILTER (WHERE ${matchScore.score} >= ${FITTING_SCORE}))::int`,
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
