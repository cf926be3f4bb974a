import { randomUUID } from "node:crypto";
import {
  COMPANY_LIMITS,
  type CompanyProfile,
  type companyProfileBodySchema,
  DOCUMENT_REVIEW_STATUSES,
  type DocumentReviewStatus,
  documentationStatusFromDocuments,
  formatDayMonthYear,
  isCompanyProfileComplete,
  isStaffRole,
  type Language,
  ROLE,
  type RoleId,
} from "@mkt/contracts";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Storage } from "../../storage/storage.ts";
import { type IncomingFile, readUpload } from "../../storage/uploads.ts";
import {
  type CompanyDocumentRow,
  documentStatesOfCompany,
  documentsOfCompany,
  findCompanyDocStatus,
  findCompanyDocument,
  insertCompanyDocument,
  setCompanyDocStatus,
  storeDocumentationStatus,
} from "./queries/documents.ts";
import {
  allJobSectors,
  findCompany,
  findCompanyLogoKey,
  jobSectorIds,
  replaceCompanySectors,
  sectorsOfCompany,
  setCompanyLogoKey,
  updateCompanyRow,
} from "./queries/profile.ts";

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
  const c = await findCompany(db, companyId);
  if (!c) throw new AppError("common.not_found");
  const sectors = await sectorsOfCompany(db, companyId);
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
  const ids = new Set(await jobSectorIds(db));
  const unknown = input.sectors.filter((id) => !ids.has(id));
  if (unknown.length)
    throw new AppError("validation.failed", {
      fieldErrors: [{ field: "sectors", code: "validation.invalid", message: "" }],
    });
  await db.transaction(async (tx) => {
    await updateCompanyRow(tx, companyId, {
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
    });
    await replaceCompanySectors(tx, companyId, [...new Set(input.sectors)]);
  });
  return getCompanyProfile(db, companyId, language);
}

export async function saveLogo(db: Db, storage: Storage, companyId: number, file: IncomingFile | undefined) {
  const upload = await readUpload(file, {
    maxBytes: COMPANY_LIMITS.logoMaxBytes,
    kinds: ["png", "jpeg", "webp"],
  });
  const key = `companies/${companyId}/logo-${randomUUID()}.${upload.kind}`;
  const previous = await findCompanyLogoKey(db, companyId);
  await storage.put(key, upload.data);
  await setCompanyLogoKey(db, companyId, key);
  if (previous) await storage.remove(previous);
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
  const row = await db.transaction(async (tx) => {
    const inserted = await insertCompanyDocument(tx, {
      companyId,
      kind,
      filename: upload.filename,
      storageKey: key,
      size: upload.data.length,
      uploadedBy: userId,
    });
    await recomputeDocumentationStatus(tx, companyId);
    return inserted;
  });
  if (!row) throw new Error("company document: the insert returned no row");
  return toDocument(row);
}

export function toDocument(row: CompanyDocumentRow) {
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
  const status = await findCompanyDocStatus(db, companyId);
  if (status === undefined) throw new AppError("common.not_found");
  const documents = await documentStatesOfCompany(db, companyId);
  const next = documentationStatusFromDocuments(
    status,
    documents.map((d) => ({ kind: d.kind, status: asReviewStatus(d.status) })),
  );
  // Approved: no deadline any more. Missing again: keep the deadline, or give the usual grace period.
  if (next !== status) await storeDocumentationStatus(db, companyId, next);
  return next;
}

export async function listDocuments(db: DbOrTx, companyId: number) {
  const rows = await documentsOfCompany(db, companyId);
  return rows.map(toDocument);
}

/** Job sectors named in the caller's language. */
export async function listJobSectors(db: Db, language: Language) {
  const rows = await allJobSectors(db);
  return rows.map((r) => ({ id: r.id, code: r.code, name: language === "it" ? r.nameIt : r.nameEn }));
}

/** The storage key of a company's logo; 404 when it has none. */
export async function companyLogoKey(db: Db, companyId: number): Promise<string> {
  const key = await findCompanyLogoKey(db, companyId);
  if (!key) throw new AppError("common.not_found");
  return key;
}

/** A documentation PDF for its company's editors or staff; 404 for anyone else, like an unknown id. */
export async function documentForDownload(
  db: Db,
  reader: { companyId: number; roleId: RoleId },
  documentId: number,
): Promise<CompanyDocumentRow> {
  const doc = await findCompanyDocument(db, documentId);
  const allowed =
    doc &&
    (isStaffRole(reader.roleId) ||
      (doc.companyId === reader.companyId &&
        (DOCUMENT_EDITOR_ROLES as readonly number[]).includes(reader.roleId)));
  if (!doc || !allowed) throw new AppError("common.not_found");
  return doc;
}

/** Staff approve (2) or reject (3) a company's documentation; 404 for an unknown company. */
export async function decideDocumentation(db: Db, companyId: number, status: number) {
  const stored = await setCompanyDocStatus(db, companyId, status);
  if (stored === undefined) throw new AppError("common.not_found");
  return { id_doc_status: stored };
}
