import { z } from "zod";
import { INT4_MAX } from "../common/constants.ts";
import { paginationQuerySchema } from "../common/pagination.ts";
import { ENCODED_LIST_NAMES } from "../general/schemas.ts";
import {
  booleanParam,
  REFERENCE_LIMITS,
  referenceCode,
  requiredText,
  SORT_DIRECTIONS,
  sortValue,
} from "./common.ts";

const search = z.string().trim().max(REFERENCE_LIMITS.searchMax).optional();
const pageShape = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), limit: z.number() });

// ── job sectors ──────────────────────────────────────────────────────────────────────────────────────────────────
export const JOB_SECTOR_SORTS = ["sort", "code", "name_it", "name_en"] as const;
export const jobSectorFilterSchema = z.object({
  q: search,
  enabled: booleanParam.optional(),
  sort: z.enum(JOB_SECTOR_SORTS).default("sort"),
  dir: z.enum(SORT_DIRECTIONS).default("asc"),
});
export const jobSectorListQuerySchema = paginationQuerySchema.extend(jobSectorFilterSchema.shape);
export type JobSectorListQuery = z.infer<typeof jobSectorListQuerySchema>;
export type JobSectorFilter = z.infer<typeof jobSectorFilterSchema>;

export const jobSectorAdminSchema = z.object({
  id: z.number(),
  code: z.string(),
  name_it: z.string(),
  name_en: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
});
export type JobSectorAdmin = z.infer<typeof jobSectorAdminSchema>;
export const jobSectorPageSchema = pageShape(jobSectorAdminSchema);
export const jobSectorExportSchema = z.object({ items: z.array(jobSectorAdminSchema) });
export const jobSectorBodySchema = z.object({
  code: referenceCode(40),
  name_it: requiredText(80),
  name_en: requiredText(80),
  sort: sortValue,
});
export type JobSectorBody = z.input<typeof jobSectorBodySchema>;

// ── lookup lists of §3 (encoded_value) ───────────────────────────────────────────────────────────────────────────
export const LOOKUP_SORTS = ["sort", "code", "label_it", "label_en"] as const;
export const lookupFilterSchema = z.object({
  list_name: z.enum(ENCODED_LIST_NAMES).optional(),
  q: search,
  enabled: booleanParam.optional(),
  sort: z.enum(LOOKUP_SORTS).default("sort"),
  dir: z.enum(SORT_DIRECTIONS).default("asc"),
});
export const lookupListQuerySchema = paginationQuerySchema.extend(lookupFilterSchema.shape);
export type LookupListQuery = z.infer<typeof lookupListQuerySchema>;
export type LookupFilter = z.infer<typeof lookupFilterSchema>;

export const lookupValueAdminSchema = z.object({
  id: z.number(),
  list_name: z.enum(ENCODED_LIST_NAMES),
  code: z.string(),
  label_it: z.string(),
  label_en: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
});
export type LookupValueAdmin = z.infer<typeof lookupValueAdminSchema>;
export const lookupPageSchema = pageShape(lookupValueAdminSchema);
export const lookupExportSchema = z.object({ items: z.array(lookupValueAdminSchema) });
/** Labels and order of a value; its code is what stored rows hold, so it never changes. */
export const lookupValueBodySchema = z.object({
  label_it: requiredText(120),
  label_en: requiredText(120),
  sort: sortValue,
});
export type LookupValueBody = z.input<typeof lookupValueBodySchema>;

// ── product categories (hierarchical) ────────────────────────────────────────────────────────────────────────────
export const CATEGORY_SORTS = ["path", "sort", "code", "name_it", "name_en"] as const;
export const categoryFilterSchema = z.object({
  q: search,
  enabled: booleanParam.optional(),
  sort: z.enum(CATEGORY_SORTS).default("path"),
  dir: z.enum(SORT_DIRECTIONS).default("asc"),
});
export const categoryListQuerySchema = paginationQuerySchema.extend(categoryFilterSchema.shape);
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;
export type CategoryFilter = z.infer<typeof categoryFilterSchema>;

export const categoryAdminSchema = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  code: z.string(),
  name_it: z.string(),
  name_en: z.string(),
  sort: z.number(),
  /** The names from the root, in each language ("Cloud › Migration"). */
  path_it: z.string(),
  path_en: z.string(),
  depth: z.number(),
  services: z.number(),
  /** Offered in the services form (a disabled one stays on the services that hold it). */
  enabled: z.boolean(),
});
export type CategoryAdmin = z.infer<typeof categoryAdminSchema>;
export const categoryPageSchema = pageShape(categoryAdminSchema);
export const categoryExportSchema = z.object({ items: z.array(categoryAdminSchema) });
export const categoryBodySchema = z.object({
  parent_id: z.number().int().positive().max(INT4_MAX).nullable().default(null),
  code: referenceCode(60),
  name_it: requiredText(120),
  name_en: requiredText(120),
  sort: sortValue,
});
export type CategoryBody = z.input<typeof categoryBodySchema>;
