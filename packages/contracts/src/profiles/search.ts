import { z } from "zod";
import { SPOKEN_LANGUAGE_CODE_PATTERN } from "../reference-data/languages.ts";
import { LANGUAGE_LEVELS, PROFILE_KINDS, SENIORITIES } from "./constants.ts";
import { profileListItemSchema, profileListQuerySchema } from "./list-schemas.ts";

/** Sort keys of the talent search (§3 order_by); relevance is the default. */
export const PROFILE_SEARCH_SORTS = ["relevance", "rate", "seniority", "updated"] as const;
export type ProfileSearchSort = (typeof PROFILE_SEARCH_SORTS)[number];
export const PROFILE_SEARCH_PAGE_SIZES = [10, 20, 50] as const;
export const PROFILE_SEARCH_LIMITS = {
  limitPageMax: 50,
  localitiesMax: 10,
  languagesMax: 30,
  noteMax: 1000,
  topTechnologies: 15,
};

const invalid = { message: "validation.invalid" } as const;
/** Lists in a query string: `a,b,c` or repeated keys. */
const splitList = (v: unknown) =>
  v === undefined || v === ""
    ? undefined
    : (Array.isArray(v) ? v : String(v).split(",")).map((x) => String(x).trim()).filter(Boolean);
const enumList = <T extends readonly [string, ...string[]]>(
  values: T,
  aliases: Record<string, string> = {},
) =>
  z.preprocess(
    (v) => splitList(v)?.map((x) => aliases[x] ?? x),
    z.array(z.enum(values, invalid)).max(values.length).optional(),
  );
const base = profileListQuerySchema.shape;

/**
 * The client's talent search (§3 "Profile filter"): the §3 names, shapes shared with the supplier's list.
 * type_profiles takes employee | freelance (alias of freelancer) | student; type_competence is a technology
 * category; languages must all be spoken, at type_languages level or better; localities match the city or the
 * on-site localities, and remote profiles too unless only_loco; paging is start_profile (offset) + limit_page.
 */
export const profileSearchQuerySchema = z.object({
  search_word: base.search_word,
  technology: base.technology,
  seniority: enumList(SENIORITIES),
  type_profiles: enumList(PROFILE_KINDS, { freelance: "freelancer" }),
  type_competence: z.string().trim().max(40, { message: "validation.too_long" }).optional(),
  /** Codes of the spoken-language table (an unknown code simply matches no profile). */
  languages: z.preprocess(
    (v) => splitList(v)?.map((x) => x.toLowerCase()),
    z
      .array(z.string().regex(SPOKEN_LANGUAGE_CODE_PATTERN, invalid))
      .max(PROFILE_SEARCH_LIMITS.languagesMax, invalid)
      .optional(),
  ),
  type_languages: z.enum(LANGUAGE_LEVELS, invalid).optional(),
  localities: z.preprocess(
    (v) => splitList(v)?.map((x) => x.slice(0, 80)),
    z.array(z.string()).max(PROFILE_SEARCH_LIMITS.localitiesMax, invalid).optional(),
  ),
  only_loco: base.now_available,
  rate_min: base.rate_min,
  rate_max: base.rate_max,
  full_time: base.full_time,
  now_available: base.now_available,
  only_cv_upload: base.now_available,
  only_profile_feedback: base.now_available,
  premium_profile: base.premium_profile,
  order_by: z.enum(PROFILE_SEARCH_SORTS, invalid).default("relevance"),
  /** Ascending order; the default is descending for relevance and updated, ascending for rate and seniority. */
  asc: base.asc,
  start_profile: z.coerce.number().int(invalid).min(0, invalid).default(0),
  limit_page: z.coerce
    .number()
    .int(invalid)
    .min(1, invalid)
    .max(PROFILE_SEARCH_LIMITS.limitPageMax, invalid)
    .default(20),
});
export type ProfileSearchQuery = z.input<typeof profileSearchQuerySchema>;
export type ProfileSearchFilter = z.output<typeof profileSearchQuerySchema>;

/** A search result: the list item, anonymised for clients until the contacts are unlocked, plus what the viewer did. */
export const profileSearchItemSchema = profileListItemSchema.extend({
  kind: z.enum(PROFILE_KINDS),
  localities: z.array(z.string()),
  contacts_visible: z.boolean(),
  /** The viewer's company saved it (always false for staff). */
  saved: z.boolean(),
});
export type ProfileSearchItem = z.infer<typeof profileSearchItemSchema>;

const facetCount = <T extends z.ZodType>(key: T) => z.array(z.object({ key, count: z.number() }));
export const profileSearchFacetsSchema = z.object({
  seniority: facetCount(z.enum(SENIORITIES)),
  type_profiles: facetCount(z.enum(PROFILE_KINDS)),
  /** The 15 technologies most present in the results. */
  technology: z.array(z.object({ id: z.number(), name: z.string(), count: z.number() })),
  premium: z.number(),
  now_available: z.number(),
});
export type ProfileSearchFacets = z.infer<typeof profileSearchFacetsSchema>;

export const profileSearchResultSchema = z.object({
  total: z.number(),
  start_profile: z.number(),
  limit_page: z.number(),
  items: z.array(profileSearchItemSchema),
  facets: profileSearchFacetsSchema,
  /**
   * True when total and facets come from the server's last count while a recount runs in the background (the
   * data changed since, or the count is over a minute old): the interface shows them as approximate.
   */
  approximate: z.boolean().optional(),
  /**
   * Words of the search box that no profile has anywhere and that read as no known word (a skill nobody offers):
   * when every word together found nothing, they are left out and the results are those of the other words.
   */
  ignored_words: z.array(z.string()).optional(),
  /** Words no profile has, read as the skill or title word they most likely meant ("develper" → "developer"). */
  corrected_words: z.array(z.object({ typed: z.string(), read: z.string() })).optional(),
});
export type ProfileSearchResult = z.infer<typeof profileSearchResultSchema>;

/** A client's private note on a saved profile. */
export const savedProfileNoteSchema = z
  .string()
  .trim()
  .max(PROFILE_SEARCH_LIMITS.noteMax, { message: "validation.too_long" });
export const savedProfileBodySchema = z.object({
  profile_id: z.number({ message: "validation.required" }).int(invalid).positive(invalid),
  note: savedProfileNoteSchema.default(""),
});
export const savedProfileNoteBodySchema = z.object({ note: savedProfileNoteSchema });
export const savedProfileSchema = z.object({
  profile: profileSearchItemSchema,
  note: z.string(),
  saved_at: z.string(),
});
export type SavedProfile = z.infer<typeof savedProfileSchema>;
