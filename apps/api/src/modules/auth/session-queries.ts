import { and, eq, gt, isNull, sql } from "drizzle-orm";
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

/**
 * The user behind a live session (not revoked, not expired) whose token carries the user's current token
 * version (logout, a password change or reset raise it and so revoke every older token), in one query.
 */
export async function findLiveSession(
  db: DbOrTx,
  sessionId: string,
  userId: number,
  tokenVersion: number,
): Promise<
  | (SessionRow & { sessionExpiresAt: Date; assumedByUserId: number | null; returnUuid: string | null })
  | undefined
> {
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
