import { eq, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { appUser, company } from "../../db/schema/index.ts";

/** Whether a user has this e-mail (case ignored). */
export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(sql`lower(${appUser.email})`, email.toLowerCase()));
  return row !== undefined;
}

/** Whether a company has this VAT key (auth/registration.ts's vatKey). */
export async function vatTaken(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db.select({ id: company.id }).from(company).where(eq(company.vatKey, key));
  return row !== undefined;
}

/** A new company; its id. */
export async function insertCompany(
  db: DbOrTx,
  values: PgInsertValue<typeof company>,
): Promise<number | undefined> {
  const [row] = await db.insert(company).values(values).returning({ id: company.id });
  return row?.id;
}

/** A new user; its id. */
export async function insertUser(
  db: DbOrTx,
  values: PgInsertValue<typeof appUser>,
): Promise<number | undefined> {
  const [row] = await db.insert(appUser).values(values).returning({ id: appUser.id });
  return row?.id;
}

/** Confirms the user's e-mail, keeping the first confirmation's time. */
export async function markEmailConfirmed(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(appUser)
    .set({ emailConfirmedAt: sql`coalesce(${appUser.emailConfirmedAt}, now())` })
    .where(eq(appUser.id, userId));
}

/** Confirms the user's e-mail now (a provider verified it). */
export async function setEmailConfirmedNow(db: DbOrTx, userId: number): Promise<void> {
  await db.update(appUser).set({ emailConfirmedAt: sql`now()` }).where(eq(appUser.id, userId));
}

export async function setPassword(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(appUser).set({ passwordHash }).where(eq(appUser.id, userId));
}

/** A new password set through a mailed link, which also proves the mailbox (the first confirmation's time kept). */
export async function setPasswordAndConfirmEmail(
  db: DbOrTx,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(appUser)
    .set({ passwordHash, emailConfirmedAt: sql`coalesce(${appUser.emailConfirmedAt}, now())` })
    .where(eq(appUser.id, userId));
}

export async function setLanguage(db: DbOrTx, userId: number, language: string): Promise<void> {
  await db.update(appUser).set({ language }).where(eq(appUser.id, userId));
}

/** The stored name of the user's picture (a built-in avatar, an uploaded file, "" or null). */
export async function findProfileImageName(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: appUser.profileImageName })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row?.name ?? null;
}

/** Names and picture of my profile, only the fields given. */
export async function updateProfileFields(
  db: DbOrTx,
  userId: number,
  changes: Pick<
    Partial<typeof appUser.$inferInsert>,
    "firstname" | "lastname" | "profileImageName" | "profileImageUrl"
  >,
): Promise<void> {
  await db.update(appUser).set(changes).where(eq(appUser.id, userId));
}
