import { MFA_LIMITS } from "@mkt/contracts";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { rateLimitHit } from "../../db/schema/index.ts";
import { tooManyRequests } from "../../lib/rate-limit.ts";

/**
 * Second-factor limits kept in rate_limit_hit, so they hold across API instances:
 * - "mfa_fail" (key: user id): wrong codes (and wrong passwords when turning it off) in the window; at the
 *   maximum every try is refused with 429 and Retry-After (lib/rate-limit.ts's answer) before any check, until
 *   the oldest failure leaves the window. A success clears them. Only failures count, and a success must be
 *   able to clear them, which is why this is not lib/rate-limit.ts's hit() (it counts every hit).
 * - "totp_step" (key: "user:step"): the time steps whose code has been accepted, so a code works once.
 */
const FAIL = "mfa_fail";
const STEP = "totp_step";
const windowStart = () => sql`now() - make_interval(mins => ${MFA_LIMITS.failureWindowMinutes})`;

export async function assertMfaAttemptsLeft(db: DbOrTx, userId: number): Promise<void> {
  const windowSeconds = MFA_LIMITS.failureWindowMinutes * 60;
  const recent = await db
    .select({ age: sql<number>`extract(epoch from now() - ${rateLimitHit.createdAt})::float8` })
    .from(rateLimitHit)
    .where(
      and(
        eq(rateLimitHit.bucket, FAIL),
        eq(rateLimitHit.key, String(userId)),
        gt(rateLimitHit.createdAt, windowStart()),
      ),
    )
    .orderBy(desc(rateLimitHit.createdAt))
    .limit(MFA_LIMITS.maxFailures);
  // Full: a try frees up when the oldest counted failure leaves the window (Retry-After says when).
  const oldestCounted = recent[MFA_LIMITS.maxFailures - 1];
  if (oldestCounted)
    throw tooManyRequests(windowSeconds - Number(oldestCounted.age), "auth.mfa_too_many_attempts");
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
