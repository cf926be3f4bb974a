import type { LanguageLevel, Seniority } from "@mkt/contracts";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { position, positionLanguage, positionSkill, technology } from "../../db/schema/index.ts";
import { intArray } from "../../db/sql-arrays.ts";
import { type OpenMatchPosition, openPositionIds } from "./queries.ts";

const num = (v: string | null) => (v === null ? null : Number(v));

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/**
 * Published T&M positions of published needs, read as the score reads them (three statements for any number of
 * positions). Matching reads the position tables itself, as it reads the profile tables: importing the needs
 * module for this made a cycle (needs' create use cases refresh the matches through matching's index).
 */
export async function loadOpenMatchPositions(db: DbOrTx, ids: number[]): Promise<OpenMatchPosition[]> {
  const openIds = ids.length === 0 ? [] : await openPositionIds(db, ids);
  if (openIds.length === 0) return [];
  // One array parameter, not one per id (up to POSITION_CAP of them).
  const list = intArray(openIds);
  const rows = await db
    .select()
    .from(position)
    .where(sql`${position.id} = ANY(${list})`)
    .orderBy(asc(position.id));
  const skills = await db
    .select({
      positionId: positionSkill.positionId,
      technologyId: positionSkill.technologyId,
      mandatory: positionSkill.mandatory,
      minYears: positionSkill.minYears,
    })
    .from(positionSkill)
    .innerJoin(technology, eq(technology.id, positionSkill.technologyId))
    .where(sql`${positionSkill.positionId} = ANY(${list})`)
    .orderBy(asc(technology.name));
  const languages = await db
    .select()
    .from(positionLanguage)
    .where(sql`${positionLanguage.positionId} = ANY(${list})`)
    .orderBy(asc(positionLanguage.languageCode));
  // Grouped once: a profile's recompute reads up to POSITION_CAP positions, and filtering every position's rows
  // out of all of them was quadratic (a second for 2,000 positions).
  const skillsOf = groupBy(skills, (s) => s.positionId);
  const languagesOf = groupBy(languages, (l) => l.positionId);
  return rows.map((row) => {
    const own = skillsOf.get(row.id) ?? [];
    const mandatory = own.filter((s) => s.mandatory);
    const nice = own.filter((s) => !s.mandatory);
    const mandatoryIds = mandatory.map((s) => s.technologyId);
    return {
      id: row.id,
      match: {
        seniority: (row.seniority as Seniority | null) ?? null,
        mandatorySkills: mandatory.map((s) => ({ technologyId: s.technologyId, minYears: s.minYears })),
        niceSkills: nice.map((s) => ({ technologyId: s.technologyId })),
        languages: (languagesOf.get(row.id) ?? []).map((l) => ({
          code: l.languageCode,
          minLevel: l.minLevel as LanguageLevel,
        })),
        city: row.city,
        remoteAllowed: row.remoteAllowed,
        maxDailyRate: num(row.maxDailyRate),
        dateStart: row.dateStart,
      },
      placeId: row.placeId,
      mandatoryIds,
      technologyIds: [...mandatoryIds, ...nice.map((s) => s.technologyId)],
    };
  });
}
