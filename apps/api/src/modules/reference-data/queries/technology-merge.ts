import { type AnyColumn, and, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import {
  positionSkill,
  profileCertification,
  profileExperience,
  profileSkill,
  service,
  serviceRevision,
  technology,
  technologyAlias,
} from "../../../db/schema/index.ts";

/**
 * Every place a technology id is stored (issue 17 item 3): the skills of profiles and positions (join tables),
 * the technologies of experiences and of services (integer arrays; profile.technology_ids follows profile_skill
 * by trigger), profiles' certifications linked to a certification entry, and the content of service revisions
 * (JSON).
 */
export const TECHNOLOGY_REFERENCE_TABLES = [
  "profile_skill",
  "position_skill",
  "profile_experience",
  "profile_certification",
  "service",
  "service_revision",
] as const;

const revisionHas = (id: number) =>
  sql`(${serviceRevision.content} -> 'technology_ids') @> ${JSON.stringify([id])}::jsonb`;

/** How many rows of each table reference the technology. */
export async function countTechnologyReferences(db: DbOrTx, id: number) {
  const counts = await Promise.all([
    db.select({ n: count() }).from(profileSkill).where(eq(profileSkill.technologyId, id)),
    db.select({ n: count() }).from(positionSkill).where(eq(positionSkill.technologyId, id)),
    db
      .select({ n: count() })
      .from(profileExperience)
      .where(sql`${id} = any(${profileExperience.technologyIds})`),
    db.select({ n: count() }).from(profileCertification).where(eq(profileCertification.technologyId, id)),
    db.select({ n: count() }).from(service).where(sql`${id} = any(${service.technologyIds})`),
    db.select({ n: count() }).from(serviceRevision).where(revisionHas(id)),
  ]);
  return TECHNOLOGY_REFERENCE_TABLES.map((table, i) => ({ table, count: counts[i]?.[0]?.n ?? 0 }));
}

/** An integer array with `from` replaced by `to`, or dropped when `to` is already in it. */
function arrayRepoint(column: AnyColumn, from: number, to: number) {
  return sql`case when ${to} = any(${column}) then array_remove(${column}, ${from})
    else array_replace(${column}, ${from}, ${to}) end`;
}

/** The JSON array under `key` with `from` replaced by `to` (once) or dropped when `to` is already in it. */
function jsonRepoint(key: string, from: number, to: number) {
  return sql`jsonb_set(${serviceRevision.content}, ${`{${key}}`}::text[], (
    select coalesce(jsonb_agg(v order by o), '[]'::jsonb) from (
      select v, min(o) as o from (
        select case when e = to_jsonb(${from}::int) then to_jsonb(${to}::int) else e end as v, o
        from jsonb_array_elements(${serviceRevision.content} -> ${key}) with ordinality as t(e, o)
      ) s group by v
    ) d))`;
}

export type RepointCount = { moved: number; duplicatesRemoved: number };

/** Repoints every reference of technology `from` to `to`; rows that already had `to` keep the stronger skill. */
export async function repointTechnology(tx: DbOrTx, from: number, to: number): Promise<RepointCount> {
  const hasBoth = (table: "profile_skill" | "position_skill", owner: string) =>
    sql.raw(`${owner} in (select ${owner} from ${table} where technology_id = `);
  await tx
    .update(profileSkill)
    .set({
      years: sql`greatest(${profileSkill.years}, (select m.years from profile_skill m where m.profile_id = "profile_skill"."profile_id" and m.technology_id = ${from}))`,
      level: sql`greatest(${profileSkill.level}, (select m.level from profile_skill m where m.profile_id = "profile_skill"."profile_id" and m.technology_id = ${from}))`,
    })
    .where(and(eq(profileSkill.technologyId, to), sql`${hasBoth("profile_skill", "profile_id")}${from})`));
  const skillDups = await tx
    .delete(profileSkill)
    .where(and(eq(profileSkill.technologyId, from), sql`${hasBoth("profile_skill", "profile_id")}${to})`))
    .returning({ id: profileSkill.profileId });
  const skills = await tx
    .update(profileSkill)
    .set({ technologyId: to })
    .where(eq(profileSkill.technologyId, from))
    .returning({ id: profileSkill.profileId });

  await tx
    .update(positionSkill)
    .set({
      mandatory: sql`${positionSkill.mandatory} or (select m.mandatory from position_skill m where m.position_id = "position_skill"."position_id" and m.technology_id = ${from})`,
      minYears: sql`greatest(${positionSkill.minYears}, (select m.min_years from position_skill m where m.position_id = "position_skill"."position_id" and m.technology_id = ${from}))`,
    })
    .where(and(eq(positionSkill.technologyId, to), sql`${hasBoth("position_skill", "position_id")}${from})`));
  const positionDups = await tx
    .delete(positionSkill)
    .where(and(eq(positionSkill.technologyId, from), sql`${hasBoth("position_skill", "position_id")}${to})`))
    .returning({ id: positionSkill.positionId });
  const positions = await tx
    .update(positionSkill)
    .set({ technologyId: to })
    .where(eq(positionSkill.technologyId, from))
    .returning({ id: positionSkill.positionId });

  const experiences = await tx
    .update(profileExperience)
    .set({ technologyIds: arrayRepoint(profileExperience.technologyIds, from, to) })
    .where(sql`${from} = any(${profileExperience.technologyIds})`)
    .returning({ id: profileExperience.id });
  // A certification is a row of its own (a profile may list two with the same name): it moves, taking the
  // survivor's name, which linked certifications store.
  const certifications = await tx
    .update(profileCertification)
    .set({ technologyId: to, name: sql`(select t.name from technology t where t.id = ${to})` })
    .where(eq(profileCertification.technologyId, from))
    .returning({ id: profileCertification.id });
  const services = await tx
    .update(service)
    .set({ technologyIds: arrayRepoint(service.technologyIds, from, to) })
    .where(sql`${from} = any(${service.technologyIds})`)
    .returning({ id: service.id });
  const revisions = await tx
    .update(serviceRevision)
    .set({ content: jsonRepoint("technology_ids", from, to) })
    .where(revisionHas(from))
    .returning({ id: serviceRevision.id });

  const duplicatesRemoved = skillDups.length + positionDups.length;
  return {
    moved:
      skills.length +
      positions.length +
      experiences.length +
      certifications.length +
      services.length +
      revisions.length +
      duplicatesRemoved,
    duplicatesRemoved,
  };
}

/**
 * Closes the merged entry: disabled, pointing at the survivor (as do entries merged into it before), its aliases
 * and its name now aliases of the survivor.
 */
export async function retireTechnology(tx: DbOrTx, from: { id: number; name: string }, to: number) {
  await tx.update(technology).set({ mergedIntoId: to }).where(eq(technology.mergedIntoId, from.id));
  await tx.update(technology).set({ enabled: false, mergedIntoId: to }).where(eq(technology.id, from.id));
  await tx.update(technologyAlias).set({ technologyId: to }).where(eq(technologyAlias.technologyId, from.id));
  await tx.insert(technologyAlias).values({ technologyId: to, alias: from.name }).onConflictDoNothing();
}
