import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { appUser, authSession, company, oneTimeToken } from "../../../db/schema/index.ts";

export type UserRow = typeof appUser.$inferSelect;

/** The company's users, by last and first name. */
export async function usersOfCompany(db: DbOrTx, companyId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(appUser)
    .where(eq(appUser.companyId, companyId))
    .orderBy(asc(appUser.lastname), asc(appUser.firstname));
}

/** Whether an account uses this e-mail (compared with the stored address lower-cased). */
export async function isEmailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(sql`lower(${appUser.email})`, email));
  return row !== undefined;
}

export async function insertInvitedUser(
  db: DbOrTx,
  values: {
    companyId: number;
    roleId: number;
    firstname: string;
    lastname: string;
    email: string;
    language: string;
  },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(appUser).values(values).returning();
  return row;
}

export async function findUserOfCompany(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.id, userId), eq(appUser.companyId, companyId)));
  return row;
}

/** Sets the user's role and/or disabled time; answers the updated row. */
export async function updateUserRoleOrActivity(
  db: DbOrTx,
  userId: number,
  changes: { roleId?: number; disabledAt?: Date | null },
): Promise<UserRow | undefined> {
  const [row] = await db.update(appUser).set(changes).where(eq(appUser.id, userId)).returning();
  return row;
}

/** Ends every live session of the user. */
export async function revokeSessionsOfUser(db: DbOrTx, userId: number) {
  await db
    .update(authSession)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSession.userId, userId), isNull(authSession.revokedAt)));
}

export async function deleteUser(db: DbOrTx, userId: number) {
  await db.delete(appUser).where(eq(appUser.id, userId));
}

/** The invitation behind a token hash: who is invited, by which company, and the token's use and expiry. */
export async function findInvitation(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      email: appUser.email,
      firstname: appUser.firstname,
      companyName: company.name,
      usedAt: oneTimeToken.usedAt,
      expiresAt: oneTimeToken.expiresAt,
    })
    .from(oneTimeToken)
    .innerJoin(appUser, eq(appUser.id, oneTimeToken.userId))
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(and(eq(oneTimeToken.tokenHash, tokenHash), eq(oneTimeToken.purpose, "invite")));
  return row;
}

/** Sets the invitee's password and confirms the e-mail (unless already confirmed); answers the e-mail. */
export async function activateInvitedUser(
  db: DbOrTx,
  userId: number,
  passwordHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(appUser)
    .set({ passwordHash, emailConfirmedAt: sql`coalesce(${appUser.emailConfirmedAt}, now())` })
    .where(eq(appUser.id, userId))
    .returning({ email: appUser.email });
  return row?.email;
}
