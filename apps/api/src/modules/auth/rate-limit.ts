import { AUTH_LIMITS } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { hitAll, tooManyRequests } from "../../lib/rate-limit.ts";
import {
  deleteOldLoginAttempts,
  failuresSinceLastSuccess,
  insertLoginAttempt,
  recentFailuresOfIp,
} from "./login-attempt-queries.ts";

/** The e-mail as the limiter keys it: case and surrounding spaces do not make another account. */
export const loginKey = (email: string) => email.trim().toLowerCase();

/**
 * How long an IP waits for an account after `failures` failures in a row on it: nothing up to the free
 * failures, then 1 minute, doubling with each further failure, at most the cap.
 */
export function loginBackoffSeconds(failures: number): number {
  if (failures < AUTH_LIMITS.loginFreeFailures) return 0;
  const doublings = Math.min(failures - AUTH_LIMITS.loginFreeFailures, 30);
  return Math.min(AUTH_LIMITS.loginBackoffBaseSeconds * 2 ** doublings, AUTH_LIMITS.loginBackoffMaxSeconds);
}

/**
 * Login throttling shared by every instance (attempts live in login_attempt), checked before the password:
 * - per account and IP: the failures since that pair's last success back off exponentially, so a stranger
 *   guessing a password never locks the real user out from another IP;
 * - per IP across accounts: too many failures in the window stop one address from spraying passwords.
 * Unknown and known addresses are throttled alike, so the limiter reveals no account either.
 */
export async function assertLoginAllowed(db: Db, email: string, ip: string): Promise<void> {
  const pair = await failuresSinceLastSuccess(db, email, ip);
  const wait = loginBackoffSeconds(pair?.failures ?? 0) - Number(pair?.sinceLast ?? 0);
  if (wait > 0) throw tooManyRequests(wait, "auth.too_many_attempts");

  const byIp = await recentFailuresOfIp(db, ip);
  if ((byIp?.n ?? 0) >= AUTH_LIMITS.loginMaxFailuresPerIp) {
    throw tooManyRequests(
      AUTH_LIMITS.loginWindowMinutes * 60 - Number(byIp?.oldestAge ?? 0),
      "auth.too_many_attempts",
    );
  }
}

export async function recordLoginAttempt(db: Db, email: string, ip: string, success: boolean): Promise<void> {
  await insertLoginAttempt(db, email, ip, success);
}

/** Forgets attempts older than the limiter looks back (run by the jobs). */
export async function pruneLoginAttempts(db: Db): Promise<void> {
  await deleteOldLoginAttempts(db);
}

/** auth/checkEmail (and registration, which answers the same question): per IP and per address. */
export async function limitEmailChecks(db: Db, ip: string, email: string): Promise<void> {
  await hitAll(db, [
    { bucket: "check_email_ip", key: ip, limit: AUTH_LIMITS.checkEmailPerIp },
    { bucket: "check_email_address", key: loginKey(email), limit: AUTH_LIMITS.checkEmailPerAddress },
  ]);
}

/** auth/sendConfirmEmailApi: per IP and per address, so nobody is flooded with confirmation mails. */
export async function limitConfirmationMails(db: Db, ip: string, email: string): Promise<void> {
  await hitAll(db, [
    { bucket: "confirm_mail_ip", key: ip, limit: AUTH_LIMITS.sendConfirmEmailPerIp },
    { bucket: "confirm_mail_address", key: loginKey(email), limit: AUTH_LIMITS.sendConfirmEmailPerAddress },
  ]);
}

/** auth/forgotPassword: per IP and per address, so nobody is flooded with reset mails. */
export async function limitResetMails(db: Db, ip: string, email: string): Promise<void> {
  await hitAll(db, [
    { bucket: "reset_mail_ip", key: ip, limit: AUTH_LIMITS.forgotPasswordPerIp },
    { bucket: "reset_mail_address", key: loginKey(email), limit: AUTH_LIMITS.forgotPasswordPerAddress },
  ]);
}

/** auth/changePassword: guesses of the current password with a stolen session, per user and per IP. */
export async function limitPasswordChanges(db: Db, userId: number, ip: string): Promise<void> {
  await hitAll(db, [
    { bucket: "change_password_user", key: String(userId), limit: AUTH_LIMITS.changePasswordPerUser },
    { bucket: "change_password_ip", key: ip, limit: AUTH_LIMITS.changePasswordPerIp },
  ]);
}
