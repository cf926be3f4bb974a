import type { LanguageLevel, Seniority } from "@mkt/contracts";
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { position, positionLanguage, positionSkill, technology } from "../../db/schema/index.ts";
import { type OpenMatchPosition, openPositionIds } from "./queries.ts";

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * Published T&M positions of published needs, read as the score reads them (three statements for any number of
 * positions). Matching reads the position tables itself, as it reads the profile tables: importing the needs
 * module for this made a cycle (needs' create use cases refresh the matches through matching's index).
 */
export async function loadOpenMatchPositions(db: DbOrTx, ids: number[]): Promise<OpenMatchPosition[]> {
  const openIds = ids.length === 0 ? [] : await openPositionIds(db, ids);
  if (openIds.length === 0) return [];
  const rows = await db
    .select()
    .from(position)
    .where(inArray(position.id, openIds))
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
    .where(inArray(positionSkill.positionId, openIds))
    .orderBy(asc(technology.name));
  const languages = await db
    .select()
    .from(positionLanguage)
    .where(inArray(positionLanguage.positionId, openIds))
    .orderBy(asc(positionLanguage.languageCode));
  return rows.map((row) => {
    const own = skills.filter((s) => s.positionId === row.id);
    const mandatory = own.filter((s) => s.mandatory);
    const nice = own.filter((s) => !s.mandatory);
    const mandatoryIds = mandatory.map((s) => s.technologyId);
    return {
      id: row.id,
      match: {
        seniority: (row.seniority as Seniority | null) ?? null,
        mandatorySkills: mandatory.map((s) => ({ technologyId: s.technologyId, minYears: s.minYears })),
        niceSkills: nice.map((s) => ({ technologyId: s.technologyId })),
        languages: languages
          .filter((l) => l.positionId === row.id)
          .map((l) => ({ code: l.languageCode, minLevel: l.minLevel as LanguageLevel })),
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
