import { AUTH_LIMITS } from "@mkt/contracts";
import { and, count, eq, gt, lt, max, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { loginAttempt } from "../../db/schema/index.ts";

/**
 * The failures of one e-mail and IP since that pair's last success (within the limiter's memory), and the
 * seconds since the latest of them.
 */
export async function failuresSinceLastSuccess(
  db: DbOrTx,
  email: string,
  ip: string,
): Promise<{ failures: number; sinceLast: number } | undefined> {
  const recent = and(
    eq(loginAttempt.email, email),
    eq(loginAttempt.ip, ip),
    gt(loginAttempt.createdAt, sql`now() - make_interval(hours => ${AUTH_LIMITS.loginMemoryHours})`),
  );
  const lastSuccess = db
    .select({ at: max(loginAttempt.createdAt) })
    .from(loginAttempt)
    .where(and(recent, eq(loginAttempt.success, true)));
  const [pair] = await db
    .select({
      failures: count(),
      sinceLast: sql<number>`extract(epoch from now() - max(${loginAttempt.createdAt}))::float8`,
    })
    .from(loginAttempt)
    .where(
      and(
        recent,
        eq(loginAttempt.success, false),
        gt(loginAttempt.createdAt, sql`coalesce((${lastSuccess}), '-infinity'::timestamptz)`),
      ),
    );
  return pair;
}

/** The failures of one IP across accounts in the login window, and the age in seconds of the oldest. */
export async function recentFailuresOfIp(
  db: DbOrTx,
  ip: string,
): Promise<{ n: number; oldestAge: number } | undefined> {
  const [byIp] = await db
    .select({
      n: count(),
      oldestAge: sql<number>`extract(epoch from now() - min(${loginAttempt.createdAt}))::float8`,
    })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.ip, ip),
        eq(loginAttempt.success, false),
        gt(loginAttempt.createdAt, sql`now() - make_interval(mins => ${AUTH_LIMITS.loginWindowMinutes})`),
      ),
    );
  return byIp;
}

export async function insertLoginAttempt(
  db: DbOrTx,
  email: string,
  ip: string,
  success: boolean,
): Promise<void> {
  await db.insert(loginAttempt).values({ email: email.slice(0, 254), ip: ip.slice(0, 64), success });
}

/** Forgets attempts older than the limiter looks back. */
export async function deleteOldLoginAttempts(db: DbOrTx): Promise<void> {
  await db
    .delete(loginAttempt)
    .where(lt(loginAttempt.createdAt, sql`now() - make_interval(hours => ${AUTH_LIMITS.loginMemoryHours})`));
}
