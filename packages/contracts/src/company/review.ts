import { z } from "zod";
import { COMPANY_TYPES } from "../auth/roles.ts";
import { companyDocumentSchema } from "./profile.ts";

/** A document's staff review state. */
export const DOCUMENT_REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];

export const DOCUMENT_REVIEW_LIMITS = { noteMin: 3, noteMax: 500 } as const;

/** §4 documentation statuses. */
export const DOC_STATUS = { REVISION: 1, APPROVED: 2, BLOCKED: 3, MISSING: 4 } as const;
export const DOC_STATUSES = [1, 2, 3, 4] as const;

/**
 * The company's documentation status (§4) after staff review one of its documents. Only documentation under
 * revision (1) moves; the company sends it (4 → 1) and staff approve or block it as a whole:
 * - a required kind left without a document that is not rejected → 4 (missing: the company sends it again
 *   before its deadline);
 * - every required kind approved and nothing else waiting → 2 (approved);
 * - otherwise it stays under revision.
 * Documents passed here are the usable ones (not expired).
 */
export function documentationStatusAfterReview(
  current: number,
  requiredKinds: readonly string[],
  documents: readonly { kind: string; status: DocumentReviewStatus }[],
): 1 | 2 | 3 | 4 {
  if (current !== DOC_STATUS.REVISION) return current as 1 | 2 | 3 | 4;
  const kindsWith = (ok: (status: DocumentReviewStatus) => boolean) =>
    new Set(documents.filter((d) => ok(d.status)).map((d) => d.kind));
  const sent = kindsWith((s) => s !== "rejected");
  if (requiredKinds.some((kind) => !sent.has(kind))) return DOC_STATUS.MISSING;
  const approved = kindsWith((s) => s === "approved");
  if (requiredKinds.every((kind) => approved.has(kind)) && !documents.some((d) => d.status === "pending"))
    return DOC_STATUS.APPROVED;
  return DOC_STATUS.REVISION;
}

/** PATCH admin/companies/:id/documents/:docId: approve, or reject with the reason shown to the company. */
export const documentReviewBodySchema = z
  .object({
    status: z.enum(["approved", "rejected"], { message: "validation.invalid" }),
    note: z
      .string()
      .trim()
      .max(DOCUMENT_REVIEW_LIMITS.noteMax, { message: "validation.too_long" })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const note = body.note ?? "";
    if (body.status === "rejected" && note.length === 0) {
      ctx.addIssue({ code: "custom", path: ["note"], message: "validation.required" });
    } else if (note.length > 0 && note.length < DOCUMENT_REVIEW_LIMITS.noteMin) {
      ctx.addIssue({
        code: "custom",
        path: ["note"],
        message: "validation.too_short",
        minimum: DOCUMENT_REVIEW_LIMITS.noteMin,
      } as Parameters<typeof ctx.addIssue>[0]);
    }
  });
export type DocumentReviewBody = z.infer<typeof documentReviewBodySchema>;

export const ADMIN_COMPANIES_PAGE_SIZE = 20;

/** GET admin/companies: staff list of companies. */
export const adminCompaniesQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { message: "validation.invalid" }).default(1),
  page_size: z.coerce.number().int().min(1).max(100, { message: "validation.invalid" }).default(20),
  search: z.string().trim().max(120, { message: "validation.too_long" }).optional(),
  type: z.enum(COMPANY_TYPES, { message: "validation.invalid" }).optional(),
  doc_status: z.coerce
    .number()
    .int()
    .refine((n) => (DOC_STATUSES as readonly number[]).includes(n), { message: "validation.invalid" })
    .optional(),
  sort: z.enum(["created", "name"], { message: "validation.invalid" }).default("created"),
  order: z.enum(["asc", "desc"], { message: "validation.invalid" }).default("desc"),
});
export type AdminCompaniesQuery = z.input<typeof adminCompaniesQuerySchema>;

export const adminCompanyRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  vat_number: z.string(),
  type: z.string(),
  country: z.string(),
  city: z.string().nullable(),
  id_doc_status: z.number(),
  limit_date_documentation: z.string().nullable(),
  documents: z.number(),
  pending_documents: z.number(),
  created_at: z.string(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;

export const adminCompaniesPageSchema = z.object({
  items: z.array(adminCompanyRowSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});

/** Staff view of one company's documentation review. */
export const adminCompanyDetailSchema = adminCompanyRowSchema.extend({
  website: z.string().nullable(),
  users: z.number(),
  document_list: z.array(companyDocumentSchema),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

export const documentReviewResultSchema = z.object({
  document: companyDocumentSchema,
  id_doc_status: z.number(),
});
