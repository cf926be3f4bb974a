import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { appUser, company } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-like.ts";

const matches = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(company.name, pattern), ilike(company.vatNumber, pattern));
};

// The owner: the company's first user (the one who signed up or the ghost's contact).
const owner = sql`(select u.id from ${appUser} u where u.company_id = "company"."id" order by u.id limit 1)`;

/** Sign-ups waiting for approval: companies (not staff, not ghosts) whose review is pending. */
export async function pendingInscriptions(
  db: DbOrTx,
  filter: { search?: string | undefined; type?: string | undefined; sort: string; order: string },
  window: { limit: number; offset: number } | null,
) {
  const where = and(
    eq(company.reviewStatus, "pending"),
    ne(company.type, "staff"),
    ne(company.type, "company_admin"),
    eq(company.ghost, false),
    matches(filter.search),
    filter.type ? eq(company.type, filter.type) : undefined,
  );
  const direction = filter.order === "asc" ? asc : desc;
  const order =
    filter.sort === "name"
      ? [direction(sql`lower(${company.name})`), direction(company.id)]
      : [direction(company.createdAt), direction(company.id)];
  const select = db
    .select({
      id: company.id,
      name: company.name,
      vatNumber: company.vatNumber,
      type: company.type,
      country: company.country,
      createdAt: company.createdAt,
      ownerFirstname: appUser.firstname,
      ownerLastname: appUser.lastname,
      ownerEmail: appUser.email,
      ownerConfirmedAt: appUser.emailConfirmedAt,
    })
    .from(company)
    .leftJoin(appUser, eq(appUser.id, owner))
    .where(where)
    .orderBy(...order);
  const [rows, [total]] = await Promise.all([
    window ? select.limit(window.limit).offset(window.offset) : select.limit(10_000),
    db.select({ n: count() }).from(company).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Sets the review status of pending companies (compare-and-set); answers the ids changed with their names. */
export async function decidePendingCompanies(db: DbOrTx, ids: number[], status: "approved" | "rejected") {
  if (ids.length === 0) return [];
  return db
    .update(company)
    .set({ reviewStatus: status })
    .where(
      and(
        inArray(company.id, ids),
        eq(company.reviewStatus, "pending"),
        ne(company.type, "staff"),
        eq(company.ghost, false),
      ),
    )
    .returning({ id: company.id, name: company.name, type: company.type });
}

export async function findCompanyBasics(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      id: company.id,
      name: company.name,
      type: company.type,
      reviewStatus: company.reviewStatus,
      ghost: company.ghost,
      freelanceVerifiedAt: company.freelanceVerifiedAt,
    })
    .from(company)
    .where(and(eq(company.id, companyId), ne(company.type, "staff")));
  return row;
}

/** The company's enabled users, with their address and language. */
export async function enabledUsersOfCompany(db: DbOrTx, companyId: number) {
  return db
    .select({
      id: appUser.id,
      email: appUser.email,
      firstname: appUser.firstname,
      language: appUser.language,
    })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), isNull(appUser.disabledAt)));
}

export async function markFreelanceVerified(db: DbOrTx, companyId: number) {
  const [row] = await db
    .update(company)
    .set({ freelanceVerifiedAt: sql`coalesce(${company.freelanceVerifiedAt}, now())` })
    .where(and(eq(company.id, companyId), eq(company.type, "freelance")))
    .returning({ id: company.id, freelanceVerifiedAt: company.freelanceVerifiedAt });
  return row;
}

/** Whether a freelancer company was checked by staff (always true for other company types). */
export async function isQuotingAllowed(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ type: company.type, verified: company.freelanceVerifiedAt })
    .from(company)
    .where(eq(company.id, companyId));
  return row?.type !== "freelance" || row.verified !== null;
}

/** The staff company's users, administrators first. */
export async function staffUsers(db: DbOrTx, staffCompanyId: number) {
  return db
    .select()
    .from(appUser)
    .where(eq(appUser.companyId, staffCompanyId))
    .orderBy(asc(appUser.roleId), asc(appUser.lastname), asc(appUser.firstname), asc(appUser.id));
}

/** Locks the staff company row: one change of staff roles or activity at a time (the last-administrator rule). */
export async function lockStaffCompany(db: DbOrTx, staffCompanyId: number) {
  await db.execute(sql`select id from ${company} where id = ${staffCompanyId} for update`);
}

/** Active (not disabled) users of the company with this role. */
export async function countActiveWithRole(db: DbOrTx, companyId: number, roleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.roleId, roleId), isNull(appUser.disabledAt)));
  return row?.n ?? 0;
}

/** Removes a company and, by cascade, its users and profiles (undoes a ghost account whose profiles failed). */
export async function deleteCompany(db: DbOrTx, companyId: number) {
  await db.delete(company).where(eq(company.id, companyId));
}
