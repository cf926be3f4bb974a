import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { appUser, company, oneTimeToken, profile } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-like.ts";

export const CLAIM_PURPOSE = "claim_company";

export async function isVatKeyTaken(db: DbOrTx, vatKey: string): Promise<boolean> {
  const [row] = await db.select({ id: company.id }).from(company).where(eq(company.vatKey, vatKey));
  return row !== undefined;
}

export async function insertGhostCompany(db: DbOrTx, values: typeof company.$inferInsert) {
  const [row] = await db.insert(company).values(values).returning({ id: company.id });
  return row?.id;
}

/** The ghost's contact: a supplier owner without a password, who sets one when claiming the company. */
export async function insertGhostUser(db: DbOrTx, values: typeof appUser.$inferInsert) {
  const [row] = await db.insert(appUser).values(values).returning({ id: appUser.id });
  return row?.id;
}

const lastClaim = sql`(select t.id from ${oneTimeToken} t join ${appUser} u on u.id = t.user_id
  where u.company_id = "company"."id" and t.purpose = ${CLAIM_PURPOSE} order by t.id desc limit 1)`;

/**
 * Companies staff created on a supplier's behalf (ghost now, or claimed since: their first claim token was used),
 * with their contact, their profile count and their latest claim invitation.
 */
export async function ghostCompanies(
  db: DbOrTx,
  search: string | undefined,
  window: { limit: number; offset: number },
) {
  const createdAsGhost = or(
    eq(company.ghost, true),
    sql`exists (select 1 from ${oneTimeToken} t join ${appUser} u on u.id = t.user_id
      where u.company_id = "company"."id" and t.purpose = ${CLAIM_PURPOSE})`,
  );
  const pattern = search ? containsPattern(search) : undefined;
  const where = and(
    createdAsGhost,
    pattern ? or(ilike(company.name, pattern), ilike(company.vatNumber, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: company.id,
        name: company.name,
        vatNumber: company.vatNumber,
        ghost: company.ghost,
        createdAt: company.createdAt,
        email: appUser.email,
        language: appUser.language,
        profiles: sql<number>`(select count(*)::int from ${profile} p where p.company_id = "company"."id")`,
        invitedAt: oneTimeToken.createdAt,
        expiresAt: oneTimeToken.expiresAt,
      })
      .from(company)
      .leftJoin(
        appUser,
        eq(
          appUser.id,
          sql`(select u.id from ${appUser} u where u.company_id = "company"."id" order by u.id limit 1)`,
        ),
      )
      .leftJoin(oneTimeToken, eq(oneTimeToken.id, lastClaim))
      .where(where)
      .orderBy(desc(company.createdAt), desc(company.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(company).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A ghost company with its contact user (the first user). */
export async function findGhost(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      companyId: company.id,
      name: company.name,
      ghost: company.ghost,
      userId: appUser.id,
      email: appUser.email,
      firstname: appUser.firstname,
      language: appUser.language,
    })
    .from(company)
    .innerJoin(appUser, eq(appUser.companyId, company.id))
    .where(eq(company.id, companyId))
    .orderBy(appUser.id)
    .limit(1);
  return row;
}

/** The claim token's user and company, whatever the token's state. */
export async function findClaim(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      usedAt: oneTimeToken.usedAt,
      expiresAt: oneTimeToken.expiresAt,
      userId: appUser.id,
      email: appUser.email,
      firstname: appUser.firstname,
      companyId: company.id,
      companyName: company.name,
      ghost: company.ghost,
    })
    .from(oneTimeToken)
    .innerJoin(appUser, eq(appUser.id, oneTimeToken.userId))
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(and(eq(oneTimeToken.tokenHash, tokenHash), eq(oneTimeToken.purpose, CLAIM_PURPOSE)));
  return row;
}

/** The claimer owns the company: password set, e-mail confirmed, the company no longer a ghost. */
export async function completeClaim(db: DbOrTx, userId: number, passwordHash: string) {
  const [user] = await db
    .update(appUser)
    .set({
      passwordHash,
      emailConfirmedAt: sql`coalesce(${appUser.emailConfirmedAt}, now())`,
      disabledAt: null,
    })
    .where(eq(appUser.id, userId))
    .returning({ email: appUser.email, companyId: appUser.companyId });
  if (!user) return undefined;
  await db
    .update(company)
    .set({ ghost: false })
    .where(and(eq(company.id, user.companyId), eq(company.ghost, true)));
  return user;
}
