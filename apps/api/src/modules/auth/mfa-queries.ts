import { and, count, eq, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { appUser, mfaRecoveryCode, rateLimitHit } from "../../db/schema/index.ts";
import { lockForTransaction } from "../../lib/rate-limit-queries.ts";

/** The two-factor columns of one user. */
export async function findMfaUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: appUser.id,
      email: appUser.email,
      passwordHash: appUser.passwordHash,
      totpSecret: appUser.totpSecret,
      totpPendingSecret: appUser.totpPendingSecret,
      totpEnabledAt: appUser.totpEnabledAt,
    })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row;
}

/** How many of the user's recovery codes are still unused. */
export async function countUnusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const [left] = await db
    .select({ n: count() })
    .from(mfaRecoveryCode)
    .where(and(eq(mfaRecoveryCode.userId, userId), isNull(mfaRecoveryCode.usedAt)));
  return left?.n ?? 0;
}

export async function setPendingTotpSecret(db: DbOrTx, userId: number, secret: string): Promise<void> {
  await db.update(appUser).set({ totpPendingSecret: secret }).where(eq(appUser.id, userId));
}

/** Turns two-factor sign-in on with `secret` unless it already is; false when it was. */
export async function enableTotp(db: DbOrTx, userId: number, secret: string): Promise<boolean> {
  const [moved] = await db
    .update(appUser)
    .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: new Date() })
    .where(and(eq(appUser.id, userId), isNull(appUser.totpEnabledAt)))
    .returning({ id: appUser.id });
  return moved !== undefined;
}

export async function disableTotp(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(appUser)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null })
    .where(eq(appUser.id, userId));
}

export async function deleteRecoveryCodes(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(mfaRecoveryCode).where(eq(mfaRecoveryCode.userId, userId));
}

export async function insertRecoveryCodes(db: DbOrTx, userId: number, codeHashes: string[]): Promise<void> {
  await db.insert(mfaRecoveryCode).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks one unused recovery code used (one UPDATE, so it works once even in parallel); false when none matched. */
export async function spendUnusedRecoveryCode(
  db: DbOrTx,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const [spent] = await db
    .update(mfaRecoveryCode)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mfaRecoveryCode.userId, userId),
        eq(mfaRecoveryCode.codeHash, codeHash),
        isNull(mfaRecoveryCode.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCode.id });
  return spent !== undefined;
}

/**
 * Marks a user's time step as used ("totp_step" rows of rate_limit_hit, key "user:step"); false when it already
 * was (a replayed code). Serialised per user by a transaction-scoped advisory lock, so two parallel requests
 * with one code cannot both pass.
 */
export async function claimTotpStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const STEP = "totp_step";
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `totp:${userId}`);
    const key = `${userId}:${step}`;
    const [used] = await tx
      .select({ id: rateLimitHit.id })
      .from(rateLimitHit)
      .where(and(eq(rateLimitHit.bucket, STEP), eq(rateLimitHit.key, key)));
    if (used) return false;
    // Steps older than the accepted window can never match again: forget them.
    await tx
      .delete(rateLimitHit)
      .where(
        and(
          eq(rateLimitHit.bucket, STEP),
          sql`${rateLimitHit.key} like ${`${userId}:%`}`,
          lt(rateLimitHit.createdAt, sql`now() - interval '10 minutes'`),
        ),
      );
    await tx.insert(rateLimitHit).values({ bucket: STEP, key });
    return true;
  });
}
