import { z } from "zod";
import type { Language } from "../common/constants.ts";
import { INT4_MAX } from "../common/constants.ts";
import { jobSectorSchema } from "../company/profile.ts";
import { type PROFILE_LANGUAGE_CODES, PROFILE_LIMITS } from "../profiles/constants.ts";
import { profileDetailSchema, technologySchema } from "../profiles/schemas.ts";
import {
  profileSearchItemSchema,
  profileSearchQuerySchema,
  profileSearchResultSchema,
} from "../profiles/search.ts";
import {
  catalogueServiceSchema,
  SERVICE_PRICE_BANDS,
  SERVICE_SEARCH_LIMITS,
  serviceSearchBodySchema,
  serviceSearchItemSchema,
  serviceSearchResultSchema,
} from "../services/search.ts";
import { OPEN_ENTRY_TYPES, openTokenInputSchema } from "./access.ts";

/**
 * The open area's browsing (issue 16 slice 1b): lookups, the profile search and the services catalogue for an
 * anonymous visitor. The token is the credential (query for GETs, body for POSTs); what a visitor sees is the
 * clients' anonymised view without anything tied to a company account (saved, favourite, contacts, CV, photo).
 */
const invalid = { message: "validation.invalid" } as const;
const positiveId = z.coerce
  .number({ message: "validation.required" })
  .int(invalid)
  .positive(invalid)
  .max(INT4_MAX, invalid);

/** Lookups of the open filters. Sectors and technologies are the signed-in lists' shapes. */
export const openSectorSchema = jobSectorSchema;
export const openTechnologySchema = technologySchema;
export const openLanguageSchema = z.object({ code: z.string(), name: z.string() });
export type OpenLanguage = z.infer<typeof openLanguageSchema>;

/**
 * A language's name in the runtime's language data ("en" → "Inglese" / "English"): the names the start-up seed
 * gives the spoken-language table. Screens name languages from the table (staff may rename them).
 */
export function profileLanguageName(
  code: (typeof PROFILE_LANGUAGE_CODES)[number],
  language: Language,
): string {
  const name = new Intl.DisplayNames([language], { type: "language" }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** Daily-rate bands of the open profile filter (whole euros per day, `(min, max]`, max null for the top band). */
export const OPEN_DAILY_RATE_BANDS = [
  { key: "under_300", min: 0, max: 300 },
  { key: "300_500", min: 300, max: 500 },
  { key: "500_700", min: 500, max: 700 },
  { key: "700_1000", min: 700, max: 1_000 },
  { key: "over_1000", min: 1_000, max: null },
] as const;

export const openRatesQuerySchema = z.object({
  token: openTokenInputSchema,
  type: z.enum(OPEN_ENTRY_TYPES, invalid).default("tm"),
});
/** GET open/getRatesOpen: the range and bands the rate filter offers (tm: daily rates; fp: project prices). */
export const openRatesSchema = z.object({
  type: z.enum(OPEN_ENTRY_TYPES),
  unit: z.enum(["day", "project"]),
  currency: z.literal("EUR"),
  min: z.number(),
  max: z.number().nullable(),
  bands: z.array(z.object({ key: z.string(), min: z.number(), max: z.number().nullable() })),
});
export type OpenRates = z.infer<typeof openRatesSchema>;

/** The rate filter of a visit: T&M daily rates up to the profiles' cap, fixed-price projects in the price bands. */
export function openRates(type: (typeof OPEN_ENTRY_TYPES)[number]): OpenRates {
  if (type === "fp")
    return { type, unit: "project", currency: "EUR", min: 0, max: null, bands: [...SERVICE_PRICE_BANDS] };
  return {
    type,
    unit: "day",
    currency: "EUR",
    min: 0,
    max: PROFILE_LIMITS.rateMax,
    bands: [...OPEN_DAILY_RATE_BANDS],
  };
}

/** Body of POST open/filterProfileOpen (§3 "profile filter (open)"): the talent search's filter plus the token. */
export const openProfileFilterSchema = profileSearchQuerySchema.extend({ token: openTokenInputSchema });
export type OpenProfileFilterInput = z.input<typeof openProfileFilterSchema>;

/** A result card as a visitor sees it: surname initial, no photo, nothing the viewer's company did. */
export const openProfileItemSchema = profileSearchItemSchema.omit({
  photo_url: true,
  contacts_visible: true,
  saved: true,
});
export type OpenProfileItem = z.infer<typeof openProfileItemSchema>;
export const openProfileSearchResultSchema = profileSearchResultSchema.extend({
  items: z.array(openProfileItemSchema),
});
export type OpenProfileSearchResult = z.infer<typeof openProfileSearchResultSchema>;

export const openProfileDetailQuerySchema = z.object({ token: openTokenInputSchema, profile_id: positiveId });
/** The anonymised profile detail: no contacts, CV, photo or supplier name; surname as its initial. */
export const openProfileDetailSchema = profileDetailSchema.omit({
  company_name: true,
  email: true,
  phone: true,
  photo_url: true,
  cv_upload_id: true,
  contacts_visible: true,
  editable: true,
  published: true,
});
export type OpenProfileDetail = z.infer<typeof openProfileDetailSchema>;

/** GET open/serviceList: `type` is a product category code (any level); without it the whole catalogue. */
export const openServiceListQuerySchema = z.object({
  token: openTokenInputSchema,
  type: z.string().trim().max(40, { message: "validation.too_long" }).optional(),
});
/** Body of POST open/searchServiceFromBar. */
export const openServiceBarSchema = z.object({
  token: openTokenInputSchema,
  name_service: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(SERVICE_SEARCH_LIMITS.wordMax, { message: "validation.too_long" }),
});
/** Body of POST open/searchServicesOpen: the catalogue search plus the token. */
export const openServiceSearchSchema = serviceSearchBodySchema.extend({ token: openTokenInputSchema });
export type OpenServiceSearchInput = z.input<typeof openServiceSearchSchema>;
export const openServiceDetailQuerySchema = z.object({ token: openTokenInputSchema, service_id: positiveId });

/** Catalogue cards and detail without the signed-in extras (favourite flags; brochures need an account). */
export const openServiceItemSchema = serviceSearchItemSchema.omit({ favourite: true });
export type OpenServiceItem = z.infer<typeof openServiceItemSchema>;
export const openServiceSearchResultSchema = serviceSearchResultSchema.extend({
  items: z.array(openServiceItemSchema),
});
export type OpenServiceSearchResult = z.infer<typeof openServiceSearchResultSchema>;
export const openServiceDetailSchema = catalogueServiceSchema.omit({ favourite: true, attachments: true });
export type OpenServiceDetail = z.infer<typeof openServiceDetailSchema>;
