import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { company, companyDocument } from "../../../db/schema/index.ts";

export type CompanyDocumentRow = typeof companyDocument.$inferSelect;

export async function insertCompanyDocument(
  db: DbOrTx,
  values: {
    companyId: number;
    kind: string;
    filename: string;
    storageKey: string;
    size: number;
    uploadedBy: number;
    expiresAt: string | null;
  },
): Promise<CompanyDocumentRow | undefined> {
  const [row] = await db.insert(companyDocument).values(values).returning();
  return row;
}

export async function findCompanyDocStatus(db: DbOrTx, companyId: number): Promise<number | undefined> {
  const [row] = await db.select({ status: company.docStatus }).from(company).where(eq(company.id, companyId));
  return row?.status;
}

/** The kind and review status of each of the company's documents. */
export async function documentStatesOfCompany(db: DbOrTx, companyId: number) {
  return db
    .select({ kind: companyDocument.kind, status: companyDocument.status })
    .from(companyDocument)
    .where(eq(companyDocument.companyId, companyId));
}

/**
 * Stores a new documentation status: approved (2) drops the deadline; missing (4) keeps it, or gives the usual
 * grace period.
 */
export async function storeDocumentationStatus(
  db: DbOrTx,
  companyId: number,
  next: number,
  graceDays: number,
) {
  await db
    .update(company)
    .set({
      docStatus: next,
      ...(next === 2 ? { docLimitDate: null } : {}),
      ...(next === 4
        ? {
            docLimitDate: sql`coalesce(${company.docLimitDate}, current_date + ${graceDays}::int)`,
          }
        : {}),
    })
    .where(eq(company.id, companyId));
}

/** The company's documents, newest first. */
export async function documentsOfCompany(db: DbOrTx, companyId: number): Promise<CompanyDocumentRow[]> {
  return db
    .select()
    .from(companyDocument)
    .where(eq(companyDocument.companyId, companyId))
    .orderBy(desc(companyDocument.id));
}

export async function findCompanyDocument(db: DbOrTx, documentId: number) {
  const [row] = await db.select().from(companyDocument).where(eq(companyDocument.id, documentId));
  return row;
}
