import { AUTH_LIMITS } from "@mkt/contracts";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginAttempt } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

const windowStart = () => sql`now() - make_interval(mins => ${AUTH_LIMITS.loginWindowMinutes})`;

/**
 * Login throttling shared by every instance (attempts live in the database): too many failures for one
 * account, or from one IP, within the window answer 429 before the password is even checked.
 */
export async function assertLoginAllowed(db: Db, email: string, ip: string): Promise<void> {
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.email, email),
        eq(loginAttempt.success, false),
        gt(loginAttempt.createdAt, windowStart()),
      ),
    );
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.ip, ip),
        eq(loginAttempt.success, false),
        gt(loginAttempt.createdAt, windowStart()),
      ),
    );
  if (
    (byAccount?.n ?? 0) >= AUTH_LIMITS.loginMaxFailuresPerAccount ||
    (byIp?.n ?? 0) >= AUTH_LIMITS.loginMaxFailuresPerIp
  ) {
    throw new AppError("auth.too_many_attempts");
  }
}

export async function recordLoginAttempt(db: Db, email: string, ip: string, success: boolean): Promise<void> {
  await db.insert(loginAttempt).values({ email, ip, success });
}
