import { z } from "zod";
import { ROLE } from "../auth/roles.ts";
import { INT4_MAX } from "../common/constants.ts";

export const COMPANY_LIMITS = {
  descriptionMin: 30,
  descriptionMax: 2000,
  logoMaxBytes: 2 * 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
} as const;

export const companyProfileBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { message: "validation.too_short" })
    .max(120, { message: "validation.too_long" })
    .optional(),
  city: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(80, { message: "validation.too_long" }),
  website: z
    .string()
    .trim()
    .max(200, { message: "validation.too_long" })
    .refine((v) => v === "" || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), { message: "validation.url" })
    .optional()
    .default(""),
  description: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .min(COMPANY_LIMITS.descriptionMin, { message: "validation.too_short" })
    .max(COMPANY_LIMITS.descriptionMax, { message: "validation.too_long" }),
  sectors: z
    .array(z.number().int().positive().max(INT4_MAX), { message: "validation.required" })
    .min(1, { message: "validation.required" })
    .max(5, { message: "validation.invalid" }),
  number_employees_id: z.number({ message: "validation.required" }).int().positive(),
  revenue_id: z.number().int().positive().max(INT4_MAX).nullable().optional(),
  how_do_you_know_id: z.number().int().positive().max(INT4_MAX).nullable().optional(),
});
export type CompanyProfileBody = z.input<typeof companyProfileBodySchema>;

export const companyProfileSchema = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  vat_number: z.string(),
  country: z.string(),
  city: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  sectors: z.array(z.object({ id: z.number(), name: z.string() })),
  number_employees_id: z.number().nullable(),
  revenue_id: z.number().nullable(),
  how_do_you_know_id: z.number().nullable(),
  logo_url: z.string().nullable(),
  profiled: z.boolean(),
  id_doc_status: z.number(),
  limit_date_documentation: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** A company profile is complete with a city, a description of at least 30 characters, a sector and a size. */
export function isCompanyProfileComplete(p: {
  city: string | null;
  description: string | null;
  sectorCount: number;
  numberEmployeesId: number | null;
}): boolean {
  return (
    Boolean(p.city?.trim()) &&
    (p.description?.trim().length ?? 0) >= COMPANY_LIMITS.descriptionMin &&
    p.sectorCount > 0 &&
    p.numberEmployeesId !== null
  );
}

export const companyDocumentSchema = z.object({
  id: z.number(),
  kind: z.string(),
  filename: z.string(),
  size: z.number(),
  created_at: z.string(),
  /** Staff review of this document (pending until reviewed); the note is the reason of a rejection. */
  status: z.enum(["pending", "approved", "rejected"]),
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** The day the document stops being valid (YYYY-MM-DD); null: it does not expire. */
  expires_at: z.string().nullable().optional(),
});

export const jobSectorSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });

/**
 * Who may change the company's profile, logo and documents, and hears about their reviews: owners and managers.
 * The API's rule (routes, document reads, review notices); the web shows the editing controls to the same roles.
 */
export const DOCUMENT_EDITOR_ROLES = [
  ROLE.CLIENT,
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.FREELANCER,
] as const;

/** Whether `roleId` is one of DOCUMENT_EDITOR_ROLES. */
export function isDocumentEditor(roleId: number): boolean {
  return (DOCUMENT_EDITOR_ROLES as readonly number[]).includes(roleId);
}
