import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { profile, profileCertification, profileExperience } from "../../../db/schema/index.ts";

/** The tables of a profile's sections: they share profile_id and position; their other columns differ. */
export type SectionTable = typeof profileExperience | typeof profileCertification;
export const EXPERIENCE_TABLE: SectionTable = profileExperience;
export const CERTIFICATION_TABLE: SectionTable = profileCertification;

/** Moves the profile's updated_at to now; answers it (undefined for an unknown profile). */
export async function touchProfile(tx: DbOrTx, id: number): Promise<Date | undefined> {
  const [row] = await tx
    .update(profile)
    .set({ updatedAt: sql`now()` })
    .where(eq(profile.id, id))
    .returning({ updatedAt: profile.updatedAt });
  return row?.updatedAt;
}

/** Experiences in timeline order: current jobs first, then the latest ended, then the latest started. */
export async function renumberExperiences(tx: DbOrTx, profileId: number) {
  await tx.execute(sql`
    UPDATE profile_experience pe SET position = o.rn - 1
    FROM (SELECT id, row_number() OVER (ORDER BY end_date DESC NULLS FIRST, start_date DESC, id) AS rn
          FROM profile_experience WHERE profile_id = ${profileId}) o
    WHERE pe.id = o.id`);
}

/** Certifications most recently issued first, undated ones last. */
export async function renumberCertifications(tx: DbOrTx, profileId: number) {
  await tx.execute(sql`
    UPDATE profile_certification pc SET position = o.rn - 1
    FROM (SELECT id, row_number() OVER (ORDER BY issued_on DESC NULLS LAST, lower(name), id) AS rn
          FROM profile_certification WHERE profile_id = ${profileId}) o
    WHERE pc.id = o.id`);
}

/** The profile's experiences in their stored order. */
export async function experiencesOfProfile(db: DbOrTx, profileId: number) {
  return db
    .select()
    .from(profileExperience)
    .where(eq(profileExperience.profileId, profileId))
    .orderBy(asc(profileExperience.position), asc(profileExperience.id));
}

/** The profile's certifications in their stored order. */
export async function certificationsOfProfile(db: DbOrTx, profileId: number) {
  return db
    .select()
    .from(profileCertification)
    .where(eq(profileCertification.profileId, profileId))
    .orderBy(asc(profileCertification.position), asc(profileCertification.id));
}

/** Locks the profile row until the transaction ends. */
export async function lockProfileRow(tx: DbOrTx, id: number) {
  await tx.execute(sql`SELECT 1 FROM ${profile} WHERE ${profile.id} = ${id} FOR UPDATE`);
}

export async function countSectionEntries(
  tx: DbOrTx,
  table: SectionTable,
  profileId: number,
): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.profileId, profileId));
  return row?.n ?? 0;
}

/** Adds an entry at position 0 (renumbering puts it in its place). */
export async function insertSectionEntry(
  tx: DbOrTx,
  table: SectionTable,
  profileId: number,
  columns: Record<string, unknown>,
) {
  await tx.insert(table).values({ profileId, position: 0, ...columns } as never);
}

/** Changes an entry of the profile; answers whether there was one. */
export async function updateSectionEntry(
  tx: DbOrTx,
  table: SectionTable,
  profileId: number,
  itemId: number,
  columns: Record<string, unknown>,
): Promise<boolean> {
  const rows = await tx
    .update(table)
    .set(columns as never)
    .where(and(eq(table.id, itemId), eq(table.profileId, profileId)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Deletes an entry of the profile; answers whether there was one. */
export async function deleteSectionEntry(
  tx: DbOrTx,
  table: SectionTable,
  profileId: number,
  itemId: number,
): Promise<boolean> {
  const rows = await tx
    .delete(table)
    .where(and(eq(table.id, itemId), eq(table.profileId, profileId)))
    .returning({ id: table.id });
  return rows.length > 0;
}
