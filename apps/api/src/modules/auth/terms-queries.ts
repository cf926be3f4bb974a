import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { appUser } from "../../db/schema/index.ts";

/** The terms version the user accepted and when (null when never). */
export async function findTermsAcceptance(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ version: appUser.termsAcceptedVersion, at: appUser.termsAcceptedAt })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row;
}

/** Records that the user accepted `version` now; the stored row. */
export async function setTermsAcceptance(db: DbOrTx, userId: number, version: string) {
  const [row] = await db
    .update(appUser)
    .set({ termsAcceptedVersion: version, termsAcceptedAt: sql`now()` })
    .where(eq(appUser.id, userId))
    .returning({ version: appUser.termsAcceptedVersion, at: appUser.termsAcceptedAt });
  return row;
}
