import { z } from "zod";
import { ROLE, type RoleId } from "../auth/roles.ts";
import { paginationQuerySchema } from "../common/pagination.ts";
import { SERVICE_DELIVERY_MODELS, SERVICE_LIMITS, SERVICE_PRICE_KINDS } from "./constants.ts";

/** The clients' service catalogue search (issue 15 step 4, spec §7 `POST services/searchServices`). */
export const SERVICE_SEARCH_LIMITS = {
  wordMax: 100,
  filterIdsMax: 30,
  cityMax: 80,
  topTechnologies: 20,
  excerptMax: 240,
} as const;

/**
 * Who searches the catalogue (spec §6: Find Services is a client entry — clients on the partner host see only
 * Find Services — and a Company Administrator's; staff see everything). Suppliers publish services, they do not
 * buy them: the spec gives them no Find Services.
 */
export const SERVICE_SEARCH_ROLES = [
  ROLE.CLIENT,
  ROLE.CLIENT_EMPLOYEES,
  ROLE.COMPANY_ADMINISTRATOR,
  ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
  ROLE.ADMINISTRATOR,
  ROLE.ADMIN_MANAGEMENT,
] as const satisfies readonly RoleId[];

/** `rating`: best average first (unrated last), then the most ratings. */
export const SERVICE_SEARCH_SORTS = ["relevance", "price_asc", "price_desc", "newest", "rating"] as const;
export type ServiceSearchSort = (typeof SERVICE_SEARCH_SORTS)[number];

/**
 * Price bands of the price facet (whole euros, VAT excluded, on the from-price / range's low end): `(min, max]`,
 * so "up to max" (the price_max filter) is the sum of the bands up to it; max null for the open top band; on-quote
 * services are their own band.
 */
export const SERVICE_PRICE_BANDS = [
  { key: "under_1k", min: 0, max: 1_000 },
  { key: "1k_5k", min: 1_000, max: 5_000 },
  { key: "5k_20k", min: 5_000, max: 20_000 },
  { key: "20k_50k", min: 20_000, max: 50_000 },
  { key: "over_50k", min: 50_000, max: null },
] as const;
export type ServicePriceBandKey = (typeof SERVICE_PRICE_BANDS)[number]["key"] | "on_quote";

const invalid = { message: "validation.invalid" } as const;
const ids = z
  .array(z.number({ message: "validation.invalid" }).int(invalid).positive(invalid), invalid)
  .max(SERVICE_SEARCH_LIMITS.filterIdsMax, { message: "validation.too_many" })
  .default([]);

export const serviceSearchBodySchema = paginationQuerySchema.extend({
  search_word: z
    .string(invalid)
    .trim()
    .max(SERVICE_SEARCH_LIMITS.wordMax, { message: "validation.too_long" })
    .optional(),
  category_ids: ids,
  technology_ids: ids,
  sector_ids: ids,
  delivery_models: z
    .array(z.enum(SERVICE_DELIVERY_MODELS, invalid), invalid)
    .max(SERVICE_DELIVERY_MODELS.length, { message: "validation.too_many" })
    .default([]),
  price_max: z
    .number({ message: "validation.number" })
    .int({ message: "validation.number" })
    .min(1, { message: "validation.positive" })
    .max(SERVICE_LIMITS.priceMax, { message: "validation.number" })
    .optional(),
  /** With price_max: also list "on quote" services (they have no figure to compare). */
  include_on_quote: z.boolean(invalid).default(false),
  supplier_city: z
    .string(invalid)
    .trim()
    .max(SERVICE_SEARCH_LIMITS.cityMax, { message: "validation.too_long" })
    .optional(),
  supplier_country: z
    .string(invalid)
    .trim()
    .regex(/^[A-Za-z]{2}$/, invalid)
    .transform((v) => v.toUpperCase())
    .optional(),
  sort: z.enum(SERVICE_SEARCH_SORTS, invalid).default("relevance"),
});
export type ServiceSearchBodyInput = z.input<typeof serviceSearchBodySchema>;
export type ServiceSearchBody = z.output<typeof serviceSearchBodySchema>;

const named = z.object({ id: z.number(), name: z.string() });
const price = {
  price_kind: z.enum(SERVICE_PRICE_KINDS),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
};
const supplier = z.object({ company_id: z.number(), name: z.string(), city: z.string().nullable() });
/** Clients' ratings of the collaborations that came from the service: the average (1–5, null before the first) and how many. */
const rating = { rating_avg: z.number().nullable(), rating_count: z.number() };

/** A result card: texts in the reader's language (the other language when that one is empty). */
export const serviceSearchItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string().nullable(),
  delivery_model: z.enum(SERVICE_DELIVERY_MODELS),
  ...price,
  ...rating,
  duration_min_days: z.number().nullable(),
  duration_max_days: z.number().nullable(),
  technologies: z.array(named),
  supplier,
  approved_at: z.string().nullable(),
  /** Among the caller's company's favourites (always false for roles that cannot save favourites). */
  favourite: z.boolean(),
});
export type ServiceSearchItem = z.infer<typeof serviceSearchItemSchema>;

const facetEntry = named.extend({ count: z.number() });
/** Facet counts: each facet counts the services matching every current filter except its own. */
export const serviceSearchFacetsSchema = z.object({
  categories: z.array(facetEntry.extend({ parent_id: z.number().nullable() })),
  technologies: z.array(facetEntry),
  sectors: z.array(facetEntry),
  delivery_models: z.array(z.object({ key: z.enum(SERVICE_DELIVERY_MODELS), count: z.number() })),
  price_bands: z.array(z.object({ key: z.string(), count: z.number() })),
});
export type ServiceSearchFacets = z.infer<typeof serviceSearchFacetsSchema>;

export const serviceSearchResultSchema = z.object({
  items: z.array(serviceSearchItemSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  facets: serviceSearchFacetsSchema,
  /**
   * True when total and facets come from the server's last count while a recount runs in the background (the
   * data changed since, or the count is over 30 seconds old): the interface shows them as approximate.
   */
  approximate: z.boolean().optional(),
});
export type ServiceSearchResult = z.infer<typeof serviceSearchResultSchema>;

/** The public detail of a listed service with its supplier's summary. */
export const catalogueServiceSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: named.extend({ parent: z.string().nullable() }).nullable(),
  delivery_model: z.enum(SERVICE_DELIVERY_MODELS),
  ...price,
  ...rating,
  duration_min_days: z.number().nullable(),
  duration_max_days: z.number().nullable(),
  technologies: z.array(named),
  sectors: z.array(named),
  deliverables: z.array(z.string()),
  case_studies: z.array(
    z.object({ title: z.string(), outcome: z.string(), client_sector: z.string().nullable() }),
  ),
  supplier: supplier.extend({
    country: z.string(),
    website: z.string().nullable(),
    description: z.string().nullable(),
  }),
  /** The brochures (PDF) of the live version, downloaded from `GET services/:id/files/:fileId`. */
  attachments: z.array(z.object({ file_id: z.number(), name: z.string() })),
  approved_at: z.string().nullable(),
  favourite: z.boolean(),
});
export type CatalogueService = z.infer<typeof catalogueServiceSchema>;
