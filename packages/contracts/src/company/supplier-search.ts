import { z } from "zod";
import { ROLE, type RoleId } from "../auth/roles.ts";
import { LIMIT_ACTION, type Limitation } from "../plans/limitations.ts";

/** §2.2 search_supplier: sort keys (relevance: name similarity with a name query, alphabetical otherwise). */
export const SUPPLIER_SEARCH_SORTS = ["relevance", "name", "profiles", "feedback"] as const;
export type SupplierSearchSort = (typeof SUPPLIER_SEARCH_SORTS)[number];
export const SUPPLIER_SEARCH_PAGE_SIZES = [10, 20, 50] as const;
export const SUPPLIER_SEARCH_LIMITS = { queryMax: 120, vatMax: 30, cityMax: 80, topTechnologies: 6 };

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: "validation.too_long" })
    .optional()
    .transform((v) => (v === "" ? undefined : v));
const id = z.coerce
  .number({ message: "validation.invalid" })
  .int()
  .positive({ message: "validation.invalid" });

/**
 * Search supplier (§2.2; Search Partner for suppliers): approved supplier, freelance and academy companies by name
 * (contains), VAT number (exact, normalised), city (contains; a city that names a place also finds companies in any
 * municipality within the commuting radius, issue 22), sector and technology (of a published profile).
 */
export const supplierSearchQuerySchema = z.object({
  q: text(SUPPLIER_SEARCH_LIMITS.queryMax),
  vat: text(SUPPLIER_SEARCH_LIMITS.vatMax),
  city: text(SUPPLIER_SEARCH_LIMITS.cityMax),
  sector: id.optional(),
  technology: id.optional(),
  order: z.enum(SUPPLIER_SEARCH_SORTS, { message: "validation.invalid" }).default("relevance"),
  page: z.coerce
    .number({ message: "validation.invalid" })
    .int()
    .min(1, { message: "validation.invalid" })
    .default(1),
  limit: z.coerce
    .number({ message: "validation.invalid" })
    .int()
    .min(1, { message: "validation.invalid" })
    .max(50, { message: "validation.invalid" })
    .default(20),
});
export type SupplierSearchQuery = z.output<typeof supplierSearchQuerySchema>;

export const supplierSearchItemSchema = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  city: z.string().nullable(),
  sectors: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The head-count band (number_employees list) in the caller's language. */
  size_label: z.string().nullable(),
  published_profiles: z.number(),
  /** The technologies most present in the company's published profiles, most frequent first. */
  technologies: z.array(z.object({ id: z.number(), name: z.string(), count: z.number() })),
  average_feedback: z.number().nullable(),
  feedback_count: z.number(),
  /** The caller's plan lets it download this company's report (download_company). */
  can_download_report: z.boolean(),
});
export type SupplierSearchItem = z.infer<typeof supplierSearchItemSchema>;

export const supplierSearchResultSchema = z.object({
  items: z.array(supplierSearchItemSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type SupplierSearchResult = z.infer<typeof supplierSearchResultSchema>;

export const companyReportQuerySchema = z.object({
  lang: z.enum(["it", "en"], { message: "validation.invalid" }).optional(),
});

/**
 * The vat_key values a typed VAT number can have (vat_key is "<country>:<normalised number>"): an Italian partita
 * IVA with or without IT, or a foreign number written with its country prefix (DE812345678).
 */
export function vatSearchKeys(raw: string): string[] {
  const n = raw.replace(/[\s.\-/]/g, "").toUpperCase();
  if (!n) return [];
  const keys = new Set([`IT:${n.replace(/^IT/, "")}`]);
  if (/^[A-Z]{2}./.test(n) && !n.startsWith("IT")) keys.add(`${n.slice(0, 2)}:${n}`);
  return [...keys];
}

const STAFF: readonly RoleId[] = [ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT];

const planBlock = (state: string): Limitation => ({
  state_function: state,
  blocked: true,
  action: LIMIT_ACTION.PLAN,
  create: 0,
  sourcePage: "search_supplier",
  blocked_for_plan_detail: { name_function: state, name_plan_recommended: "" },
  blocked_for_limit_detail: null,
  openCheckout: 0,
});

/**
 * §4: partner search (search_partner) and the company report (download_company). Without a search_partner
 * limitation both are blocked with action 1; Administrator and Admin Management are never blocked. Answers the
 * limitation that blocks, or null when allowed.
 */
export function partnerFunctionBlock(
  limitations: readonly Limitation[],
  roleId: RoleId,
  state: "search_partner" | "download_company",
): Limitation | null {
  if (STAFF.includes(roleId)) return null;
  const partner = limitations.find((l) => l.state_function === "search_partner");
  if (!partner) return planBlock(state);
  const entry = limitations.find((l) => l.state_function === state);
  if (!entry) return planBlock(state);
  return entry.blocked ? entry : null;
}
