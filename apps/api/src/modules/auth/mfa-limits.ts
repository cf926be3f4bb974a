import { MFA_LIMITS } from "@mkt/contracts";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { rateLimitHit } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * Second-factor limits kept in rate_limit_hit, so they hold across API instances:
 * - "mfa_fail" (key: user id): wrong codes (and wrong passwords when turning it off) in the window; at the
 *   maximum every code is refused with 429 until the oldest failure leaves the window. A success clears them.
 * - "totp_step" (key: "user:step"): the time steps whose code has been accepted, so a code works once.
 */
const FAIL = "mfa_fail";
const STEP = "totp_step";
const windowStart = () => sql`now() - make_interval(mins => ${MFA_LIMITS.failureWindowMinutes})`;

export async function assertMfaAttemptsLeft(db: DbOrTx, userId: number): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHit)
    .where(
      and(
        eq(rateLimitHit.bucket, FAIL),
        eq(rateLimitHit.key, String(userId)),
        gt(rateLimitHit.createdAt, windowStart()),
      ),
    );
  if ((row?.n ?? 0) >= MFA_LIMITS.maxFailures) throw new AppError("auth.mfa_too_many_attempts");
}

export async function recordMfaFailure(db: DbOrTx, userId: number): Promise<void> {
  await db.insert(rateLimitHit).values({ bucket: FAIL, key: String(userId) });
}

export async function clearMfaFailures(db: DbOrTx, userId: number): Promise<void> {
  await db
    .delete(rateLimitHit)
    .where(and(eq(rateLimitHit.bucket, FAIL), eq(rateLimitHit.key, String(userId))));
}

/**
 * Marks a user's time step as used; false when it already was (a replayed code). Serialised per user by a
 * transaction-scoped advisory lock, so two parallel requests with one code cannot both pass.
 */
export async function claimTotpStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`totp:${userId}`}))`);
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
