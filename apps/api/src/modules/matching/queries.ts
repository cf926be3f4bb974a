import type { LanguageLevel, MatchPosition, MatchProfile, Seniority } from "@mkt/contracts";
import { and, eq, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../db/client.ts";
import {
  matchScore,
  need,
  position,
  profile,
  profileExperience,
  profileLanguage,
  profileSkill,
} from "../../db/schema/index.ts";
import { intArray } from "../../db/sql-arrays.ts";

/** Rows kept per position in match_score: the best ones. */
export const KEPT_PER_POSITION = 500;
/** Positions scored when one profile changes. */
export const POSITION_CAP = 5000;

/** Profiles and positions that take part in matching: published, of a company whose documentation is not blocked. */
export const visibleProfile = sql`${profile.published} AND ${profile.companyId} NOT IN (SELECT id FROM company WHERE doc_status = 3)`;

export type OpenMatchPosition = {
  id: number;
  match: MatchPosition;
  /** The position's city resolved to a place (issue 22); the service puts the place into `match`. */
  placeId: number | null;
  technologyIds: number[];
  mandatoryIds: number[];
};

/** Which of these positions are published T&M positions of published needs. */
export async function openPositionIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  const open = await db
    .select({ id: position.id })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(
      and(
        sql`${position.id} = ANY(${intArray(ids)})`,
        eq(position.status, "published"),
        eq(need.status, "published"),
        eq(need.type, "tm"),
      ),
    );
  return open.map((r) => r.id);
}

/** The positions of a need. */
export async function positionIdsOfNeed(db: DbOrTx, needId: number): Promise<number[]> {
  const rows = await db.select({ id: position.id }).from(position).where(eq(position.needId, needId));
  return rows.map((r) => r.id);
}

/** A profile as the score reads it, with the place ids the service turns into places (issue 22). */
export type LoadedMatchProfile = MatchProfile & {
  companyId: number;
  placeId: number | null;
  localityPlaceIds: number[];
};

/** Profiles as the score reads them, with their skills and languages (four statements for any number). */
export async function loadMatchProfiles(db: DbOrTx, ids: number[]): Promise<Map<number, LoadedMatchProfile>> {
  const result = new Map<number, LoadedMatchProfile>();
  if (ids.length === 0) return result;
  const list = intArray(ids);
  const [rows, skills, languages, experiences] = await Promise.all([
    db
      .select({
        id: profile.id,
        companyId: profile.companyId,
        seniority: profile.seniority,
        city: profile.city,
        placeId: profile.placeId,
        localityPlaceIds: profile.localityPlaceIds,
        remote: profile.remote,
        dailyRateMin: profile.dailyRateMin,
        availableFrom: profile.availableFrom,
        // Clients' ratings of the profile from completed collaborations (null without any).
        feedbackAverage: sql<
          string | null
        >`(SELECT avg(f.profile_rating)::text FROM collaboration_feedback f WHERE f.profile_id = ${profile.id})`,
      })
      .from(profile)
      .where(sql`${profile.id} = ANY(${list})`),
    db
      .select({
        profileId: profileSkill.profileId,
        technologyId: profileSkill.technologyId,
        years: profileSkill.years,
        level: profileSkill.level,
      })
      .from(profileSkill)
      .where(sql`${profileSkill.profileId} = ANY(${list})`),
    db
      .select({
        profileId: profileLanguage.profileId,
        code: profileLanguage.languageCode,
        level: profileLanguage.level,
      })
      .from(profileLanguage)
      .where(sql`${profileLanguage.profileId} = ANY(${list})`),
    db
      .select({
        profileId: profileExperience.profileId,
        company: profileExperience.company,
        startDate: profileExperience.startDate,
        endDate: profileExperience.endDate,
        technologyIds: profileExperience.technologyIds,
      })
      .from(profileExperience)
      .where(
        and(
          sql`${profileExperience.profileId} = ANY(${list})`,
          sql`cardinality(${profileExperience.technologyIds}) > 0`,
        ),
      ),
  ]);
  for (const r of rows) {
    result.set(r.id, {
      companyId: r.companyId,
      seniority: r.seniority as Seniority,
      skills: [],
      languages: [],
      experiences: [],
      city: r.city,
      placeId: r.placeId,
      localityPlaceIds: r.localityPlaceIds,
      remote: r.remote,
      dailyRateMin: r.dailyRateMin === null ? null : Number(r.dailyRateMin),
      availableFrom: r.availableFrom,
      feedbackAverage: r.feedbackAverage === null ? null : Number(r.feedbackAverage),
    });
  }
  for (const s of skills)
    result.get(s.profileId)?.skills.push({ technologyId: s.technologyId, years: s.years, level: s.level });
  for (const l of languages)
    result.get(l.profileId)?.languages.push({ code: l.code, level: l.level as LanguageLevel });
  for (const { profileId, ...e } of experiences) result.get(profileId)?.experiences?.push(e);
  return result;
}

/** Whether the profile takes part in matching, with its technologies (skills and work experiences). */
export async function findVisibleProfile(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: profile.id,
      technologyIds: sql<
        number[]
      >`ARRAY(SELECT unnest(${profile.technologyIds}) UNION SELECT unnest(e.technology_ids) FROM profile_experience e WHERE e.profile_id = ${profile.id})`,
      seniority: profile.seniority,
    })
    .from(profile)
    .where(and(eq(profile.id, id), sql`${visibleProfile}`));
  return row;
}

/** Open positions asking for one of these technologies, or naming none and asking for this seniority. */
export async function candidatePositionIds(db: DbOrTx, technologyIds: number[], seniority: string) {
  const rows = resultRows<{ id: number }>(
    await db.execute(sql`
      SELECT p.id FROM position p JOIN need n ON n.id = p.need_id
      WHERE p.status = 'published' AND n.status = 'published' AND n.type = 'tm'
        AND (p.id IN (SELECT position_id FROM position_skill WHERE technology_id = ANY(${intArray(technologyIds)}))
          OR (p.seniority = ${seniority} AND NOT EXISTS (SELECT 1 FROM position_skill s WHERE s.position_id = p.id)))
      ORDER BY p.id DESC
      LIMIT ${POSITION_CAP}`),
  );
  return rows.map((r) => Number(r.id));
}

export type ScoreRow = typeof matchScore.$inferInsert;

const INSERT_CHUNK = 500;

/** Writes scores, replacing those of the same (position, profile). */
export async function upsertScores(tx: DbOrTx, rows: ScoreRow[]) {
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

/** Forgets every score of a position. */
export async function deletePositionScores(db: DbOrTx, positionId: number) {
  await db.delete(matchScore).where(eq(matchScore.positionId, positionId));
}

/** Forgets every score of a profile. */
export async function deleteProfileScores(db: DbOrTx, profileId: number) {
  await db.delete(matchScore).where(eq(matchScore.profileId, profileId));
}
