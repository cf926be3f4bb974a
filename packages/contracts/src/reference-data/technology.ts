import { z } from "zod";
import { paginationQuerySchema } from "../common/pagination.ts";
import { booleanParam, optionalLabel, REFERENCE_LIMITS, requiredText, SORT_DIRECTIONS } from "./common.ts";

export const TECHNOLOGY_SORTS = ["name", "category", "id"] as const;
export type TechnologySort = (typeof TECHNOLOGY_SORTS)[number];

/** The staff's technology filter: a word of the name, a label or an alias; category; on/off; order. */
export const technologyFilterSchema = z.object({
  q: z.string().trim().max(REFERENCE_LIMITS.searchMax).optional(),
  category: z.string().trim().max(40).optional(),
  enabled: booleanParam.optional(),
  sort: z.enum(TECHNOLOGY_SORTS).default("name"),
  dir: z.enum(SORT_DIRECTIONS).default("asc"),
});
export const technologyListQuerySchema = paginationQuerySchema.extend(technologyFilterSchema.shape);
export type TechnologyListQuery = z.infer<typeof technologyListQuerySchema>;
export type TechnologyFilter = z.infer<typeof technologyFilterSchema>;

export const technologyAdminSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  label_it: z.string().nullable(),
  label_en: z.string().nullable(),
  enabled: z.boolean(),
  merged_into_id: z.number().nullable(),
  merged_into_name: z.string().nullable(),
  aliases: z.array(z.string()),
});
export type TechnologyAdmin = z.infer<typeof technologyAdminSchema>;

export const technologyPageSchema = z.object({
  items: z.array(technologyAdminSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export const technologyExportSchema = z.object({ items: z.array(technologyAdminSchema) });
export const technologyCategoriesSchema = z.array(z.string());

const alias = z.string().trim().min(1).max(80);

/** Create or edit a technology; aliases are the whole list (replacing the previous one). */
export const technologyBodySchema = z.object({
  name: requiredText(80),
  category: requiredText(40),
  label_it: optionalLabel(80),
  label_en: optionalLabel(80),
  aliases: z
    .array(alias)
    .max(REFERENCE_LIMITS.aliasesMax, { message: "validation.too_many" })
    .default([])
    .refine((list) => new Set(list.map((a) => a.toLowerCase())).size === list.length, {
      message: "validation.duplicate",
    }),
});
export type TechnologyBody = z.input<typeof technologyBodySchema>;
export type TechnologyBodyParsed = z.output<typeof technologyBodySchema>;
