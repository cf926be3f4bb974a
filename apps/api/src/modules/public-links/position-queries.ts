import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  need,
  position,
  positionLanguage,
  positionSkill,
  spokenLanguage,
  technology,
} from "../../db/schema/index.ts";

/**
 * The position of a position link with what decides whether it may be shared and shown: its status, its need's
 * status, type and company, and whether the need hides its client. Undefined when it does not exist.
 */
export async function positionToShare(db: DbOrTx, positionId: number) {
  const [row] = await db
    .select({
      id: position.id,
      title: position.title,
      status: position.status,
      needStatus: need.status,
      needType: need.type,
      companyId: need.companyId,
      anonymous: need.anonymous,
    })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(eq(position.id, positionId));
  return row;
}
export type PositionToShare = NonNullable<Awaited<ReturnType<typeof positionToShare>>>;

/** Titles of positions (whatever their state now: the owner sees what the link held). */
export async function positionTitles(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: position.id, title: position.title })
    .from(position)
    .where(inArray(position.id, ids));
}

/** A position as the public page reads it: the row, its technologies (by name) and its languages (named). */
export async function positionForPublicPage(db: DbOrTx, positionId: number) {
  const [row] = await db.select().from(position).where(eq(position.id, positionId));
  if (!row) return undefined;
  const [skills, languages] = await Promise.all([
    db
      .select({
        technology_id: positionSkill.technologyId,
        name: technology.name,
        mandatory: positionSkill.mandatory,
        min_years: positionSkill.minYears,
      })
      .from(positionSkill)
      .innerJoin(technology, eq(technology.id, positionSkill.technologyId))
      .where(eq(positionSkill.positionId, positionId))
      .orderBy(asc(technology.name)),
    db
      .select({
        code: positionLanguage.languageCode,
        min_level: positionLanguage.minLevel,
        nameIt: spokenLanguage.nameIt,
        nameEn: spokenLanguage.nameEn,
      })
      .from(positionLanguage)
      .leftJoin(spokenLanguage, eq(spokenLanguage.code, positionLanguage.languageCode))
      .where(eq(positionLanguage.positionId, positionId))
      .orderBy(asc(positionLanguage.languageCode)),
  ]);
  return { row, skills, languages };
}
