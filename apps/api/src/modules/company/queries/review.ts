import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { appUser, company, companyDocument } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-like.ts";

// The outer company row is named explicitly: drizzle leaves columns unqualified in single-table selects.
const documentCount = sql<number>`(select count(*)::int from ${companyDocument} d where d.company_id = "company"."id")`;
const pendingCount = sql<number>`(select count(*)::int from ${companyDocument} d where d.company_id = "company"."id" and d.status = 'pending')`;

const rowColumns = {
  id: company.id,
  name: company.name,
  vatNumber: company.vatNumber,
  type: company.type,
  country: company.country,
  city: company.city,
  docStatus: company.docStatus,
  docLimitDate: company.docLimitDate,
  createdAt: company.createdAt,
  documents: documentCount,
  pending: pendingCount,
};

/** A company as staff list it: its facts with the counts of its documents and of those pending review. */
export type CompanyReviewRow = {
  id: number;
  name: string;
  vatNumber: string;
  type: string;
  country: string;
  city: string | null;
  docStatus: number;
  docLimitDate: string | null;
  createdAt: Date;
  documents: number;
  pending: number;
};

export type CompanyReviewFilter = {
  search?: string | undefined;
  type?: string | undefined;
  docStatus?: number | undefined;
  sort: "created" | "name";
  order: "asc" | "desc";
};

/** One page of the platform's companies (never staff), filtered and sorted, with the total across pages. */
export async function companiesForReview(
  db: DbOrTx,
  filter: CompanyReviewFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: CompanyReviewRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [ne(company.type, "staff")];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    filters.push(or(ilike(company.name, pattern), ilike(company.vatNumber, pattern)));
  }
  if (filter.type) filters.push(eq(company.type, filter.type));
  if (filter.docStatus) filters.push(eq(company.docStatus, filter.docStatus));
  const where = and(...filters);
  const direction = filter.order === "asc" ? asc : desc;
  const order =
    filter.sort === "name"
      ? [direction(sql`lower(${company.name})`), direction(company.id)]
      : [direction(company.createdAt), direction(company.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(company)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(company).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One company (not staff) as staff review it, with its website. */
export async function findCompanyForReview(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ ...rowColumns, website: company.website })
    .from(company)
    .where(and(eq(company.id, companyId), ne(company.type, "staff")));
  return row;
}

/** Users of the company that are not disabled. */
export async function countEnabledUsers(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), isNull(appUser.disabledAt)));
  return row?.n ?? 0;
}

/** The name, type and documentation status of a company other than staff. */
export async function findReviewedCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ name: company.name, type: company.type, status: company.docStatus })
    .from(company)
    .where(and(eq(company.id, companyId), ne(company.type, "staff")));
  return row;
}

/** Stores staff's review of one of the company's documents; answers the document (undefined if not theirs). */
export async function storeDocumentReview(
  db: DbOrTx,
  companyId: number,
  documentId: number,
  review: { status: string; note: string | null; reviewedBy: number },
) {
  const [row] = await db
    .update(companyDocument)
    .set({
      status: review.status,
      reviewNote: review.note,
      reviewedBy: review.reviewedBy,
      reviewedAt: sql`now()`,
    })
    .where(and(eq(companyDocument.id, documentId), eq(companyDocument.companyId, companyId)))
    .returning();
  return row;
}

/** The company's users with one of these roles who are not disabled, with their address and language. */
export async function enabledUsersWithRoles(db: DbOrTx, companyId: number, roleIds: number[]) {
  return db
    .select({
      id: appUser.id,
      email: appUser.email,
      firstname: appUser.firstname,
      language: appUser.language,
    })
    .from(appUser)
    .where(
      and(eq(appUser.companyId, companyId), inArray(appUser.roleId, roleIds), isNull(appUser.disabledAt)),
    );
}
