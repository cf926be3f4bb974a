import { randomUUID } from "node:crypto";
import {
  COMPANY_LIMITS,
  type CompanyProfile,
  type companyProfileBodySchema,
  DOCUMENT_REVIEW_STATUSES,
  type DocumentReviewStatus,
  documentExpiry,
  formatDayMonthYear,
  isCompanyProfileComplete,
  isDocumentEditor,
  isStaffRole,
  type Language,
  must,
  type RoleId,
} from "@mkt/contracts";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { SettingsStore } from "../../lib/settings.ts";
import type { Storage } from "../../storage/storage.ts";
import { type IncomingFile, readUpload } from "../../storage/uploads.ts";
import { readDocumentationSettings } from "./documentation-settings.ts";
import {
  type CompanyDocumentRow,
  documentsOfCompany,
  findCompanyDocument,
  insertCompanyDocument,
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

/**
 * Stores a documentation PDF of one of the configured kinds, waiting for staff review. Its expiry is the day
 * given, or the upload day plus the kind's validity. The documentation status does not move: the company sends
 * its documentation for review once every required kind is there (documentation-service.ts).
 */
export async function saveDocument(
  ctx: { db: Db; storage: Storage; settings: SettingsStore },
  companyId: number,
  userId: number,
  query: { kind: string; expires_at?: string | undefined },
  file: IncomingFile | undefined,
) {
  const settings = await readDocumentationSettings(ctx.settings);
  const kind = settings.kinds.find((k) => k.code === query.kind);
  if (!kind)
    throw new AppError("documentation.unknown_kind", {
      fieldErrors: [{ field: "kind", code: "validation.invalid", message: "" }],
    });
  const today = new Date().toISOString().slice(0, 10);
  if (query.expires_at !== undefined && query.expires_at < today)
    throw new AppError("validation.failed", {
      fieldErrors: [{ field: "expires_at", code: "validation.invalid", message: "" }],
    });
  const expiresAt = query.expires_at ?? documentExpiry(today, kind.validity_months);
  const upload = await readUpload(file, { maxBytes: COMPANY_LIMITS.documentMaxBytes, kinds: ["pdf"] });
  const key = `companies/${companyId}/documents/${randomUUID()}.pdf`;
  await ctx.storage.put(key, upload.data);
  const row = await insertCompanyDocument(ctx.db, {
    companyId,
    kind: kind.code,
    filename: upload.filename,
    storageKey: key,
    size: upload.data.length,
    uploadedBy: userId,
    expiresAt,
  });
  return toDocument(must(row, "the inserted company document"));
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
    expires_at: row.expiresAt,
  };
}

export function asReviewStatus(value: string): DocumentReviewStatus {
  return (DOCUMENT_REVIEW_STATUSES as readonly string[]).includes(value)
    ? (value as DocumentReviewStatus)
    : "pending";
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
    (isStaffRole(reader.roleId) || (doc.companyId === reader.companyId && isDocumentEditor(reader.roleId)));
  if (!doc || !allowed) throw new AppError("common.not_found");
  return doc;
}
