import { randomUUID } from "node:crypto";
import {
  AUTH_LIMITS,
  COMPANY_LIMITS,
  type CompanyProfile,
  type companyProfileBodySchema,
  DOCUMENT_REVIEW_STATUSES,
  type DocumentReviewStatus,
  documentationStatusFromDocuments,
  formatDayMonthYear,
  isCompanyProfileComplete,
  type Language,
  ROLE,
} from "@mkt/contracts";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { company, companyDocument, companySector, jobSector } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Storage } from "../../storage/storage.ts";
import { type IncomingFile, readUpload } from "../../storage/uploads.ts";

/** Who may change the company's profile, logo and documents, and hears about their reviews: owners and managers. */
export const DOCUMENT_EDITOR_ROLES = [
  ROLE.CLIENT,
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.FREELANCER,
] as const;

export async function getCompanyProfile(
  db: Db,
  companyId: number,
  language: Language,
): Promise<CompanyProfile> {
  const [c] = await db.select().from(company).where(eq(company.id, companyId));
  if (!c) throw new AppError("common.not_found");
  const sectors = await db
    .select({ id: jobSector.id, nameIt: jobSector.nameIt, nameEn: jobSector.nameEn })
    .from(companySector)
    .innerJoin(jobSector, eq(jobSector.id, companySector.sectorId))
    .where(eq(companySector.companyId, companyId))
    .orderBy(asc(jobSector.id));
  return {
    id: c.id,
    type: c.type,
    name: c.name,
    vat_number: c.vatNumber,
    country: c.country,
    city: c.city,
    website: c.website,
    description: c.description,
    sectors: sectors.map((s) => ({ id: s.id, name: language === "it" ? s.nameIt : s.nameEn })),
    number_employees_id: c.numberEmployeesId,
    revenue_id: c.revenueId,
    how_do_you_know_id: c.howDoYouKnowId,
    logo_url: c.logoKey ? `/api/company/${c.id}/logo?v=${encodeURIComponent(c.logoKey.slice(-12))}` : null,
    profiled: c.profiled,
    id_doc_status: c.docStatus,
    limit_date_documentation: c.docLimitDate
      ? formatDayMonthYear(new Date(`${c.docLimitDate}T00:00:00Z`))
      : null,
  };
}

/** Saves the registration stepper's company data; the profile counts as complete once the rule holds. */
export async function updateCompanyProfile(
  db: Db,
  companyId: number,
  input: z.output<typeof companyProfileBodySchema>,
  language: Language,
) {
  const known = await db.select({ id: jobSector.id }).from(jobSector);
  const ids = new Set(known.map((s) => s.id));
  const unknown = input.sectors.filter((id) => !ids.has(id));
  if (unknown.length)
    throw new AppError("validation.failed", {
      fieldErrors: [{ field: "sectors", code: "validation.invalid", message: "" }],
    });
  await db.transaction(async (tx) => {
    await tx
      .update(company)
      .set({
        ...(input.name ? { name: input.name } : {}),
        city: input.city,
        website: input.website || null,
        description: input.description,
        numberEmployeesId: input.number_employees_id,
        revenueId: input.revenue_id ?? null,
        howDoYouKnowId: input.how_do_you_know_id ?? null,
        profiled: isCompanyProfileComplete({
          city: input.city,
          description: input.description,
          sectorCount: input.sectors.length,
          numberEmployeesId: input.number_employees_id,
        }),
      })
      .where(eq(company.id, companyId));
    await tx.delete(companySector).where(eq(companySector.companyId, companyId));
    await tx
      .insert(companySector)
      .values([...new Set(input.sectors)].map((sectorId) => ({ companyId, sectorId })));
  });
  return getCompanyProfile(db, companyId, language);
}

export async function saveLogo(db: Db, storage: Storage, companyId: number, file: IncomingFile | undefined) {
  const upload = await readUpload(file, {
    maxBytes: COMPANY_LIMITS.logoMaxBytes,
    kinds: ["png", "jpeg", "webp"],
  });
  const key = `companies/${companyId}/logo-${randomUUID()}.${upload.kind}`;
  const [previous] = await db.select({ key: company.logoKey }).from(company).where(eq(company.id, companyId));
  await storage.put(key, upload.data);
  await db.update(company).set({ logoKey: key }).where(eq(company.id, companyId));
  if (previous?.key) await storage.remove(previous.key);
  return key;
}

/** Stores a documentation PDF, waiting for staff review: the company goes under revision (unless blocked). */
export async function saveDocument(
  db: Db,
  storage: Storage,
  companyId: number,
  userId: number,
  kind: string,
  file: IncomingFile | undefined,
) {
  const upload = await readUpload(file, { maxBytes: COMPANY_LIMITS.documentMaxBytes, kinds: ["pdf"] });
  const key = `companies/${companyId}/documents/${randomUUID()}.pdf`;
  await storage.put(key, upload.data);
  const [row] = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(companyDocument)
      .values({
        companyId,
        kind,
        filename: upload.filename,
        storageKey: key,
        size: upload.data.length,
        uploadedBy: userId,
      })
      .returning();
    await recomputeDocumentationStatus(tx, companyId);
    return inserted;
  });
  return toDocument(row!);
}

export function toDocument(row: typeof companyDocument.$inferSelect) {
  return {
    id: row.id,
    kind: row.kind,
    filename: row.filename,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    status: asReviewStatus(row.status),
    review_note: row.reviewNote,
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

function asReviewStatus(value: string): DocumentReviewStatus {
  return (DOCUMENT_REVIEW_STATUSES as readonly string[]).includes(value)
    ? (value as DocumentReviewStatus)
    : "pending";
}

/**
 * Applies the documentation rule (contracts `documentationStatusFromDocuments`) to the company's documents and
 * stores the result; an approved company no longer has a deadline. Returns the new status.
 */
export async function recomputeDocumentationStatus(db: DbOrTx, companyId: number): Promise<number> {
  const [c] = await db.select({ status: company.docStatus }).from(company).where(eq(company.id, companyId));
  if (!c) throw new AppError("common.not_found");
  const documents = await db
    .select({ kind: companyDocument.kind, status: companyDocument.status })
    .from(companyDocument)
    .where(eq(companyDocument.companyId, companyId));
  const next = documentationStatusFromDocuments(
    c.status,
    documents.map((d) => ({ kind: d.kind, status: asReviewStatus(d.status) })),
  );
  if (next !== c.status) {
    await db
      .update(company)
      .set({
        docStatus: next,
        // Approved: no deadline any more. Missing again: keep the deadline, or give the usual grace period.
        ...(next === 2 ? { docLimitDate: null } : {}),
        ...(next === 4
          ? {
              docLimitDate: sql`coalesce(${company.docLimitDate}, current_date + ${AUTH_LIMITS.documentationGraceDays}::int)`,
            }
          : {}),
      })
      .where(eq(company.id, companyId));
  }
  return next;
}

export async function listDocuments(db: Db, companyId: number) {
  const rows = await db
    .select()
    .from(companyDocument)
    .where(eq(companyDocument.companyId, companyId))
    .orderBy(desc(companyDocument.id));
  return rows.map(toDocument);
}
