import { z } from "zod";
import { paginationQuerySchema } from "../common/pagination.ts";
import { booleanParam, REFERENCE_LIMITS, requiredText, SORT_DIRECTIONS, sortValue } from "./common.ts";

/**
 * Spoken languages (spec §2.2 `languages`, issue 17): the table `spoken_language`, kept by staff. A code is an ISO
 * 639 code of 2 or 3 lowercase letters, so it never holds the ":" of the search keys ("en:B2", language_keys).
 */
export const SPOKEN_LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}$/;

/** A language code as forms send it; whether the table knows it is checked by the API (validation.language_unknown). */
export const spokenLanguageCodeSchema = z
  .string({ message: "validation.required" })
  .trim()
  .toLowerCase()
  .regex(SPOKEN_LANGUAGE_CODE_PATTERN, { message: "validation.language_code" });

export const SPOKEN_LANGUAGE_SORTS = ["sort", "code", "name_it", "name_en"] as const;
export const spokenLanguageFilterSchema = z.object({
  q: z.string().trim().max(REFERENCE_LIMITS.searchMax).optional(),
  enabled: booleanParam.optional(),
  sort: z.enum(SPOKEN_LANGUAGE_SORTS).default("sort"),
  dir: z.enum(SORT_DIRECTIONS).default("asc"),
});
export const spokenLanguageListQuerySchema = paginationQuerySchema.extend(spokenLanguageFilterSchema.shape);
export type SpokenLanguageListQuery = z.infer<typeof spokenLanguageListQuerySchema>;
export type SpokenLanguageFilter = z.infer<typeof spokenLanguageFilterSchema>;

export const spokenLanguageAdminSchema = z.object({
  code: z.string(),
  name_it: z.string(),
  name_en: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
});
export type SpokenLanguageAdmin = z.infer<typeof spokenLanguageAdminSchema>;
export const spokenLanguagePageSchema = z.object({
  items: z.array(spokenLanguageAdminSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export const spokenLanguageExportSchema = z.object({ items: z.array(spokenLanguageAdminSchema) });

/** Labels and order; the code is what profiles and positions store, so it is given once, at creation. */
export const spokenLanguageEditSchema = z.object({
  name_it: requiredText(60),
  name_en: requiredText(60),
  sort: sortValue,
});
export type SpokenLanguageEdit = z.input<typeof spokenLanguageEditSchema>;
export const spokenLanguageCreateSchema = spokenLanguageEditSchema.extend({ code: spokenLanguageCodeSchema });
export type SpokenLanguageCreate = z.input<typeof spokenLanguageCreateSchema>;
export const spokenLanguageCodeParams = z.object({ code: spokenLanguageCodeSchema });

/**
 * GET languages: every spoken language named in both languages, in the staff's order. Disabled entries come
 * flagged (`enabled: false`) so that a profile still holding one shows its name; pickers offer enabled ones only.
 */
export const spokenLanguageLookupSchema = z.object({
  code: z.string(),
  name_it: z.string(),
  name_en: z.string(),
  enabled: z.boolean(),
});
export type SpokenLanguageLookup = z.infer<typeof spokenLanguageLookupSchema>;
