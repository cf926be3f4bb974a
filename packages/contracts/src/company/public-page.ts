import { z } from "zod";
import type { CompanyType } from "../auth/roles.ts";
import { INT4_MAX } from "../common/constants.ts";
import { profileListItemSchema } from "../profiles/list-schemas.ts";

/** How many published profiles the company page lists (the first page, newest first). */
export const COMPANY_PAGE_PROFILES = 12;

/** Companies that offer profiles and services: their page is open to every signed-in company. */
export const SUPPLY_COMPANY_TYPES = [
  "supplier",
  "academy",
  "freelance",
] as const satisfies readonly CompanyType[];

const isSupplySide = (type: string) => (SUPPLY_COMPANY_TYPES as readonly string[]).includes(type);

/**
 * Who may read a company's page (supplier_profile, customer_profile): the company itself and staff always; a
 * supplier, academy or freelance company's page every signed-in company (clients choosing, partners searching);
 * a client's page the supply side it may work with. Other pages (staff, company administrators) are not public.
 */
export function canReadCompanyPage(input: {
  viewerType: string;
  targetType: string;
  sameCompany: boolean;
}): boolean {
  if (input.sameCompany || input.viewerType === "staff") return true;
  if (isSupplySide(input.targetType)) return true;
  return input.targetType === "client" && isSupplySide(input.viewerType);
}

export const companyPageParamsSchema = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });
/** Which page of the company's published profiles the page shows (COMPANY_PAGE_PROFILES each). */
export const companyPageQuerySchema = z.object({
  profiles_page: z.coerce.number({ message: "validation.number" }).int().min(1).max(10_000).default(1),
});

/** A company as other companies see it: no VAT number, documents or plan. */
export const companyPublicPageSchema = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  description: z.string().nullable(),
  sectors: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The head-count band of the number_employees list, in the caller's language. */
  size_label: z.string().nullable(),
  city: z.string().nullable(),
  website: z.string().nullable(),
  published_profiles: z.number(),
  /** Mean rating (1–5, one decimal) of the company's feedback; null without feedback. */
  average_feedback: z.number().nullable(),
  feedback_count: z.number(),
  /** The asked page of published profiles (supply side only, newest first), surnames as initials. */
  profiles_page: z.number(),
  /** COMPANY_PAGE_PROFILES per page; published_profiles is the total. */
  profiles: z.array(profileListItemSchema),
  /** Approved services (supply side only). */
  services: z.array(z.object({ id: z.number(), name: z.string(), description: z.string() })),
});
export type CompanyPublicPage = z.infer<typeof companyPublicPageSchema>;
