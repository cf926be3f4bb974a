import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { auditLog, company, companyDocument } from "../../../db/schema/index.ts";

/** The company's facts its documentation depends on (never staff's own company). */
export async function findDocumentedCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      id: company.id,
      name: company.name,
      type: company.type,
      docStatus: company.docStatus,
      docLimitDate: company.docLimitDate,
    })
    .from(company)
    .where(and(eq(company.id, companyId), ne(company.type, "staff")));
  return row;
}

/**
 * Moves the documentation from one of `from` to `to` (compare-and-set: two decisions at once cannot both win);
 * approved (2) drops the deadline, missing (4) gets `limitDays` from today. Answers whether it moved.
 */
export async function moveDocumentationStatus(
  db: DbOrTx,
  companyId: number,
  from: readonly number[],
  to: number,
  limitDays?: number,
): Promise<boolean> {
  const rows = await db
    .update(company)
    .set({
      docStatus: to,
      ...(to === 2 ? { docLimitDate: null } : {}),
      ...(to === 4 && limitDays !== undefined
        ? { docLimitDate: sql`(current_date + ${limitDays}::int)` }
        : {}),
    })
    .where(and(eq(company.id, companyId), inArray(company.docStatus, [...from]), ne(company.type, "staff")))
    .returning({ id: company.id });
  return rows.length > 0;
}

/** Approving the company approves every document still waiting, by the same reviewer. */
export async function approvePendingDocuments(db: DbOrTx, companyId: number, reviewedBy: number) {
  await db
    .update(companyDocument)
    .set({ status: "approved", reviewedBy, reviewedAt: sql`now()` })
    .where(and(eq(companyDocument.companyId, companyId), eq(companyDocument.status, "pending")));
}

/** The latest status change of the company's documentation in the audit log (what the company is told). */
export async function lastDocumentationEvent(db: DbOrTx, companyId: number, actions: readonly string[]) {
  const [row] = await db
    .select({ action: auditLog.action, details: auditLog.details, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.subjectCompanyId, companyId), inArray(auditLog.action, [...actions])))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row;
}

/** No other document of the same company and kind that is sent and still valid on `day` (SQL). */
const noValidSibling = (day: ReturnType<typeof sql>) => sql`not exists (
  select 1 from ${companyDocument} e
  where e.company_id = ${companyDocument.companyId} and e.kind = ${companyDocument.kind}
    and e.id <> ${companyDocument.id} and e.status <> 'rejected'
    and (e.expires_at is null or e.expires_at > ${day}))`;

/**
 * Claims the documents expiring within `days` (not yet reminded, not rejected, not replaced by a document of
 * the same kind valid longer): the UPDATE marks them reminded, so instances running the job together never
 * remind twice. Answers what to tell each company.
 */
export async function claimExpiringDocuments(db: DbOrTx, days: number, kinds: readonly string[]) {
  // Documents of a kind removed from the configuration are kept but never reminded about.
  if (kinds.length === 0) return [];
  return db
    .update(companyDocument)
    .set({ expiryRemindedAt: sql`now()` })
    .where(
      and(
        isNull(companyDocument.expiryRemindedAt),
        ne(companyDocument.status, "rejected"),
        inArray(companyDocument.kind, [...kinds]),
        sql`${companyDocument.expiresAt} >= current_date`,
        sql`${companyDocument.expiresAt} <= current_date + ${days}::int`,
        noValidSibling(sql`${companyDocument.expiresAt}`),
      ),
    )
    .returning({
      companyId: companyDocument.companyId,
      kind: companyDocument.kind,
      filename: companyDocument.filename,
      expiresAt: companyDocument.expiresAt,
    });
}

/**
 * Companies under revision or approved with a document that expired and no valid document of its kind left:
 * the candidates for going back to missing (the caller keeps the kinds that are required of the company).
 */
export async function companiesWithExpiredDocuments(db: DbOrTx) {
  return db
    .selectDistinct({ companyId: company.id, type: company.type, kind: companyDocument.kind })
    .from(companyDocument)
    .innerJoin(company, eq(company.id, companyDocument.companyId))
    .where(
      and(
        inArray(company.docStatus, [1, 2]),
        ne(companyDocument.status, "rejected"),
        sql`${companyDocument.expiresAt} < current_date`,
        noValidSibling(sql`current_date - 1`),
      ),
    );
}
