import { MFA_LIMITS } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { hitCounter, tooManyRequests } from "../../lib/rate-limit.ts";

/**
 * Second-factor failures ("mfa_fail", key: user id, kept in rate_limit_hit by lib/rate-limit.ts's counter, so
 * they hold across API instances): wrong codes (and wrong passwords when turning it off) in the window; at the
 * maximum every try is refused with 429 and Retry-After before any check, until the oldest failure leaves the
 * window. A success clears them. Only failures count, and a success must be able to clear them, which is why
 * this is not hit() (it counts every hit). The used time steps ("totp_step") are claimed by mfa-queries.ts.
 */
const failures = hitCounter("mfa_fail", "plain");
const FAILURE_LIMIT = { max: MFA_LIMITS.maxFailures, windowSeconds: MFA_LIMITS.failureWindowMinutes * 60 };

export async function assertMfaAttemptsLeft(db: DbOrTx, userId: number): Promise<void> {
  // Full: a try frees up when the oldest counted failure leaves the window (Retry-After says when).
  const wait = await failures.retryAfter(db, String(userId), FAILURE_LIMIT);
  if (wait !== null) throw tooManyRequests(wait, "auth.mfa_too_many_attempts");
}

export async function recordMfaFailure(db: DbOrTx, userId: number): Promise<void> {
  await failures.record(db, String(userId));
}

export async function clearMfaFailures(db: DbOrTx, userId: number): Promise<void> {
  await failures.clear(db, String(userId));
}
