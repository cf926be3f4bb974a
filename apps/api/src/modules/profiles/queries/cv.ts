import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { cvUpload, profile, profileAccess } from "../../../db/schema/index.ts";

export async function insertCvUpload(db: DbOrTx, values: typeof cvUpload.$inferInsert) {
  await db.insert(cvUpload).values(values);
}

/** The stored CV file a profile was digitized from. */
export async function cvFileOfProfile(db: DbOrTx, profileId: number) {
  const [row] = await db
    .select({ key: cvUpload.storageKey, filename: cvUpload.filename, kind: cvUpload.kind })
    .from(profile)
    .innerJoin(cvUpload, eq(cvUpload.id, profile.cvUploadId))
    .where(eq(profile.id, profileId));
  return row;
}

/**
 * Records a company's paid access to a profile, once per (company, profile, function): answers false when it was
 * already recorded (a concurrent insert waits on the key and then finds it).
 */
export async function insertProfileAccessOnce(
  tx: DbOrTx,
  values: { companyId: number; profileId: number; functionState: string; userId: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(profileAccess)
    .values(values)
    .onConflictDoNothing()
    .returning({ profileId: profileAccess.profileId });
  return inserted.length > 0;
}

/** An uploaded CV by its id (the draft's cv_upload_id), with the company that uploaded it. */
export async function cvUploadById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      companyId: cvUpload.companyId,
      key: cvUpload.storageKey,
      filename: cvUpload.filename,
      kind: cvUpload.kind,
    })
    .from(cvUpload)
    .where(eq(cvUpload.id, id));
  return row;
}
