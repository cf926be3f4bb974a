import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { company, cvUpload, profile } from "../../../db/schema/index.ts";

type ProfileInsert = typeof profile.$inferInsert;
/** The columns the profile form writes. */
export type ProfileColumns = Omit<
  ProfileInsert,
  "id" | "companyId" | "userId" | "kind" | "createdAt" | "updatedAt"
>;

/** Whether this CV upload belongs to the company. */
export async function isCvUploadOfCompany(
  db: DbOrTx,
  cvUploadId: string,
  companyId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: cvUpload.id })
    .from(cvUpload)
    .where(and(eq(cvUpload.id, cvUploadId), eq(cvUpload.companyId, companyId)));
  return row !== undefined;
}

/** Locks the company row until the transaction ends. */
export async function lockCompanyRow(tx: DbOrTx, companyId: number) {
  await tx.execute(sql`SELECT 1 FROM ${company} WHERE ${company.id} = ${companyId} FOR UPDATE`);
}

export async function countProfilesOfCompany(tx: DbOrTx, companyId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(profile).where(eq(profile.companyId, companyId));
  return row?.n ?? 0;
}

/** Inserts a profile; answers its id. */
export async function insertProfile(tx: DbOrTx, values: ProfileInsert): Promise<number | undefined> {
  const [row] = await tx.insert(profile).values(values).returning({ id: profile.id });
  return row?.id;
}

/** Writes the form's columns to the company's profile and moves updated_at. */
export async function updateProfileOfCompany(
  tx: DbOrTx,
  id: number,
  companyId: number,
  columns: ProfileColumns,
) {
  await tx
    .update(profile)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(and(eq(profile.id, id), eq(profile.companyId, companyId)));
}

export async function deleteProfileOfCompany(tx: DbOrTx, id: number, companyId: number) {
  await tx.delete(profile).where(and(eq(profile.id, id), eq(profile.companyId, companyId)));
}

/** How many profiles were made from this CV upload. */
export async function countProfilesFromCvUpload(tx: DbOrTx, cvUploadId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(profile).where(eq(profile.cvUploadId, cvUploadId));
  return row?.n ?? 0;
}

/** Deletes a CV upload; answers its storage key (undefined when there was none). */
export async function deleteCvUpload(tx: DbOrTx, cvUploadId: string): Promise<string | undefined> {
  const [row] = await tx
    .delete(cvUpload)
    .where(eq(cvUpload.id, cvUploadId))
    .returning({ key: cvUpload.storageKey });
  return row?.key;
}

/** (Un)publishes those of the profiles that belong to the company; answers the ids changed. */
export async function setPublishedOfCompany(
  tx: DbOrTx,
  ids: number[],
  companyId: number,
  published: boolean,
): Promise<number[]> {
  const rows = await tx
    .update(profile)
    .set({ published, updatedAt: sql`now()` })
    .where(and(inArray(profile.id, ids), eq(profile.companyId, companyId)))
    .returning({ id: profile.id });
  return rows.map((r) => r.id);
}

/** Some profile of the company (the freelancer's single one). */
export async function anyProfileIdOfCompany(tx: DbOrTx, companyId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: profile.id })
    .from(profile)
    .where(eq(profile.companyId, companyId))
    .limit(1);
  return row?.id;
}

/** The company's first profile linked to this user account. */
export async function linkedProfileIdOfUser(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: profile.id })
    .from(profile)
    .where(and(eq(profile.companyId, companyId), eq(profile.userId, userId)))
    .orderBy(profile.id)
    .limit(1);
  return row?.id;
}

/** Sets (or clears) the profile's photo and moves updated_at. */
export async function setProfilePhotoKey(db: DbOrTx, id: number, key: string | null) {
  await db.update(profile).set({ photoKey: key, updatedAt: sql`now()` }).where(eq(profile.id, id));
}
