import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { appUser, authSession, company, plan, subscription } from "../../db/schema/index.ts";

/** The columns the session user (§3) and authorization need, for one user. */
export const sessionColumns = {
  userId: appUser.id,
  roleId: appUser.roleId,
  firstname: appUser.firstname,
  lastname: appUser.lastname,
  email: appUser.email,
  language: appUser.language,
  emailConfirmedAt: appUser.emailConfirmedAt,
  passwordHash: appUser.passwordHash,
  tokenVersion: appUser.tokenVersion,
  disabledAt: appUser.disabledAt,
  totpEnabledAt: appUser.totpEnabledAt,
  profileImageName: appUser.profileImageName,
  profileImageUrl: appUser.profileImageUrl,
  sendFeedback: appUser.sendFeedback,
  possibleSkipModalComplete: appUser.possibleSkipModalComplete,
  versionProduct: appUser.versionProduct,
  purchasePlan: appUser.purchasePlan,
  companyId: company.id,
  companyName: company.name,
  companyType: company.type,
  profiled: company.profiled,
  docStatus: company.docStatus,
  docLimitDate: company.docLimitDate,
  workForce: company.workForce,
  simulateAcademy: company.simulateAcademy,
  domainUrl: company.domainUrl,
  nMaxSupplier: company.nMaxSupplier,
  nMaxUsers: company.nMaxUsers,
  planName: plan.name,
  planNameEn: plan.nameEn,
};

function sessionQuery(db: DbOrTx) {
  return db
    .select(sessionColumns)
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .leftJoin(subscription, eq(subscription.companyId, company.id))
    .leftJoin(plan, eq(plan.id, subscription.planId));
}
export type SessionRow = Awaited<ReturnType<typeof sessionQuery>>[number];

export async function findSessionRowByEmail(db: DbOrTx, email: string): Promise<SessionRow | undefined> {
  const [row] = await sessionQuery(db).where(eq(sql`lower(${appUser.email})`, email.toLowerCase()));
  return row;
}

export async function findSessionRowById(db: DbOrTx, userId: number): Promise<SessionRow | undefined> {
  const [row] = await sessionQuery(db).where(eq(appUser.id, userId));
  return row;
}

/** The user and session behind a valid access token. */
export type LiveSessionRow = SessionRow & {
  sessionExpiresAt: Date;
  assumedByUserId: number | null;
  returnUuid: string | null;
};

/** The channel on which instances tell each other that sessions or users changed (auth/session-cache.ts). */
export const SESSIONS_CHANGED_CHANNEL = "mkt_sessions_changed";

/**
 * Tells every instance listening on SESSIONS_CHANGED_CHANNEL to forget the sessions it checked; `origin` names the
 * sender, which skips its own notice.
 */
export async function notifySessionsChanged(db: DbOrTx, origin: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${SESSIONS_CHANGED_CHANNEL}, ${origin})`);
}

/**
 * The user behind a live session (not revoked, not expired) whose token carries the user's current token
 * version (logout, a password change or reset raise it and so revoke every older token), in one query.
 */
export async function findLiveSession(
  db: DbOrTx,
  sessionId: string,
  userId: number,
  tokenVersion: number,
): Promise<LiveSessionRow | undefined> {
  const [row] = await db
    .select({
      ...sessionColumns,
      sessionExpiresAt: authSession.expiresAt,
      assumedByUserId: authSession.assumedByUserId,
      returnUuid: authSession.returnUuid,
    })
    .from(authSession)
    .innerJoin(appUser, eq(appUser.id, authSession.userId))
    .innerJoin(company, eq(company.id, appUser.companyId))
    .leftJoin(subscription, eq(subscription.companyId, company.id))
    .leftJoin(plan, eq(plan.id, subscription.planId))
    .where(
      and(
        eq(authSession.id, sessionId),
        eq(authSession.userId, userId),
        eq(appUser.tokenVersion, tokenVersion),
        isNull(authSession.revokedAt),
        gt(authSession.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** A new session of the user (provider: how they signed in; assumed: staff acting as them). */
export async function insertSession(
  db: DbOrTx,
  values: {
    userId: number;
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
    provider: string;
    assumedByUserId: number | null;
    returnUuid: string | null;
  },
): Promise<string | undefined> {
  const [session] = await db.insert(authSession).values(values).returning({ id: authSession.id });
  return session?.id;
}

/** Raises the user's token version (every older access token stops working); returns the new one. */
export async function raiseTokenVersion(db: DbOrTx, userId: number): Promise<number | undefined> {
  const [user] = await db
    .update(appUser)
    .set({ tokenVersion: sql`${appUser.tokenVersion} + 1` })
    .where(eq(appUser.id, userId))
    .returning({ tokenVersion: appUser.tokenVersion });
  return user?.tokenVersion;
}

/** Marks the user's unrevoked sessions revoked, but `keepSessionId`. */
export async function revokeSessionsOfUser(
  db: DbOrTx,
  userId: number,
  keepSessionId: string | null,
): Promise<void> {
  await db
    .update(authSession)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authSession.userId, userId),
        isNull(authSession.revokedAt),
        keepSessionId ? ne(authSession.id, keepSessionId) : undefined,
      ),
    );
}

/** Ends one live session of the user; the session's staff member when assumed, or undefined when none was live. */
export async function endLiveSession(
  db: DbOrTx,
  sessionId: string,
  userId: number,
): Promise<{ assumedByUserId: number | null } | undefined> {
  const [ended] = await db
    .update(authSession)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authSession.id, sessionId),
        eq(authSession.userId, userId),
        isNull(authSession.revokedAt),
        sql`${authSession.expiresAt} > now()`,
      ),
    )
    .returning({ assumedByUserId: authSession.assumedByUserId });
  return ended;
}

/** Whether the user's token version is still `tokenVersion`. */
export async function hasTokenVersion(db: DbOrTx, userId: number, tokenVersion: number): Promise<boolean> {
  const [current] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.id, userId), eq(appUser.tokenVersion, tokenVersion)));
  return current !== undefined;
}

/**
 * Slides a live session of the user to the idle limit again, never beyond its absolute lifetime from sign-in;
 * undefined when the session is revoked, expired or past that lifetime.
 */
export async function slideLiveSession(
  db: DbOrTx,
  sessionId: string,
  userId: number,
  limits: { idleSeconds: number; maxLifetimeSeconds: number },
): Promise<{ id: string; returnUuid: string | null } | undefined> {
  const [session] = await db
    .update(authSession)
    .set({
      lastRefreshAt: sql`now()`,
      expiresAt: sql`least(
        ${authSession.createdAt} + make_interval(secs => ${limits.maxLifetimeSeconds}),
        now() + make_interval(secs => ${limits.idleSeconds})
      )`,
    })
    .where(
      and(
        eq(authSession.id, sessionId),
        eq(authSession.userId, userId),
        isNull(authSession.revokedAt),
        sql`${authSession.expiresAt} > now()`,
        sql`${authSession.createdAt} + make_interval(secs => ${limits.maxLifetimeSeconds}) > now()`,
      ),
    )
    .returning({ id: authSession.id, returnUuid: authSession.returnUuid });
  return session;
}

/** Revokes one session unless it already is. */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(authSession)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)));
}

/** Revokes the unrevoked sessions that carry this return uuid (staff acting as a user). */
export async function revokeSessionsReturningBy(db: DbOrTx, returnUuid: string): Promise<void> {
  await db
    .update(authSession)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSession.returnUuid, returnUuid), isNull(authSession.revokedAt)));
}
