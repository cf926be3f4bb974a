import { z } from "zod";
import { INT4_MAX } from "../common/constants.ts";
import { paginationQuerySchema } from "../common/pagination.ts";
import { PROFILE_LIMITS, PROFILE_SORTS, SENIORITIES } from "./constants.ts";
import { flag, isoDay } from "./fields.ts";

/** The supplier's list of profiles: its items, its filters and the (bulk) publication that acts on it. */
export const profileListItemSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  title: z.string(),
  seniority: z.enum(SENIORITIES),
  city: z.string().nullable(),
  remote: z.boolean(),
  full_time: z.boolean(),
  available_from: z.string().nullable(),
  daily_rate_min: z.number().nullable(),
  daily_rate_max: z.number().nullable(),
  premium: z.boolean(),
  published: z.boolean(),
  photo_url: z.string().nullable(),
  /** The profile's skills, strongest first. */
  skills: z.array(z.object({ technology_id: z.number(), name: z.string(), level: z.number() })),
  updated_at: z.string(),
});
export type ProfileListItem = z.infer<typeof profileListItemSchema>;

/** Query strings carry lists as `1,2,3` or as repeated keys. */
const idList = z.preprocess(
  (v) =>
    v === undefined || v === ""
      ? undefined
      : (Array.isArray(v) ? v : String(v).split(",")).map((x) => Number(String(x).trim())),
  z
    .array(z.number().int().positive({ message: "validation.invalid" }))
    .max(20)
    .optional(),
);

/**
 * The supplier's list of its profiles. Filter names follow §3's profile filter (search_word, technology,
 * seniority, now_available, full_time, premium_profile, rate_min, rate_max, order_by, asc); pages follow the
 * project's pagination (page, limit).
 */
export const profileListQuerySchema = paginationQuerySchema.extend({
  search_word: z.string().trim().max(120, { message: "validation.too_long" }).optional(),
  /** Technology ids the profile must all have. */
  technology: idList,
  seniority: z.enum(SENIORITIES, { message: "validation.invalid" }).optional(),
  /** Available today (available_from empty or not after today). */
  now_available: flag,
  /** Available by this day (YYYY-MM-DD). */
  available_by: isoDay.optional(),
  published: flag,
  premium_profile: flag,
  full_time: flag,
  rate_min: z.coerce.number().min(0, { message: "validation.number" }).optional(),
  rate_max: z.coerce.number().min(0, { message: "validation.number" }).optional(),
  order_by: z.enum(PROFILE_SORTS, { message: "validation.invalid" }).default("updated"),
  /** Ascending order; the default is descending for updated, ascending for the others. */
  asc: flag,
  /** Staff only: one company's profiles. */
  company_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export type ProfileListQuery = z.input<typeof profileListQuerySchema>;

export const profilePublicationBodySchema = z.object({
  published: z.boolean({ message: "validation.required" }),
});
export const profileBulkPublicationBodySchema = z.object({
  ids: z
    .array(z.number().int().positive().max(INT4_MAX))
    .min(1, { message: "validation.required" })
    .max(PROFILE_LIMITS.bulkMax, { message: "validation.invalid" }),
  published: z.boolean({ message: "validation.required" }),
});
export const profileBulkPublicationResultSchema = z.object({ updated: z.array(z.number()) });
