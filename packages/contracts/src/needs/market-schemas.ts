import { z } from "zod";
import { paginationQuerySchema } from "../common/pagination.ts";
import { bestFitSchema } from "../matching/schemas.ts";
import { SENIORITIES } from "../profiles/constants.ts";
import { invalid, isoDay } from "./fields.ts";
import {
  FIXED_PRICE_SORTS,
  NEED_LIMITS,
  needDocumentSchema,
  POSITION_SORTS,
  positionSchema,
} from "./schemas.ts";

/** The market: published positions and Fixed Price needs as suppliers and freelancers see and filter them. */
/** The client as suppliers see it: null when the need is anonymous. */
export const needClientSchema = z.object({ id: z.number(), name: z.string() }).nullable();

/** A published T&M position as suppliers and freelancers see it. */
export const openPositionSchema = positionSchema.omit({ status: true }).extend({
  need_id: z.number(),
  need_title: z.string(),
  client: needClientSchema,
  /** In the supplier's list: the best of the reader's own profiles for this position (null when none fits). */
  best_fit: bestFitSchema.nullable().optional(),
});
export type OpenPosition = z.infer<typeof openPositionSchema>;

/** A published Fixed Price need as suppliers see it. */
export const openProjectSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  sector_code: z.string().nullable(),
  city: z.string().nullable(),
  remote_allowed: z.boolean(),
  budget: z.number().nullable(),
  deadline: z.string().nullable(),
  published_at: z.string().nullable(),
  client: needClientSchema,
  documents: z.array(needDocumentSchema),
});
export type OpenProject = z.infer<typeof openProjectSchema>;

/** Query strings carry lists as `1,2,3` or as repeated keys. */
const idList = z.preprocess(
  (v) =>
    v === undefined || v === ""
      ? undefined
      : (Array.isArray(v) ? v : String(v).split(",")).map((x) => Number(String(x).trim())),
  z.array(z.number().int().positive(invalid)).max(20, invalid).optional(),
);
const flag = z.preprocess(
  (v) => (v === "1" || v === "true" ? true : v === "0" || v === "false" ? false : v),
  z.boolean(invalid).optional(),
);
const cityFilter = z.string().trim().max(NEED_LIMITS.cityMax, { message: "validation.too_long" }).optional();

/** GET positions: published T&M positions, filtered. */
export const positionListQuerySchema = paginationQuerySchema.extend({
  /** Technology ids the position asks for (any of them). */
  technology: idList,
  seniority: z.enum(SENIORITIES, invalid).optional(),
  city: cityFilter,
  /** Only positions that allow remote work. */
  remote: flag,
  /** Positions paying at least this daily rate. */
  rate_min: z.coerce.number().min(0, { message: "validation.number" }).optional(),
  /** Positions starting on or after this day. */
  date_from: isoDay.optional(),
  order: z.enum(POSITION_SORTS, invalid).default("recent"),
});
export type PositionListQuery = z.input<typeof positionListQuerySchema>;

/** GET positions/fixed-price: published Fixed Price needs, filtered. */
export const fixedPriceListQuerySchema = paginationQuerySchema.extend({
  city: cityFilter,
  remote: flag,
  budget_min: z.coerce.number().min(0, { message: "validation.number" }).optional(),
  /** Deadline on or after this day. */
  date_from: isoDay.optional(),
  order: z.enum(FIXED_PRICE_SORTS, invalid).default("recent"),
});
export type FixedPriceListQuery = z.input<typeof fixedPriceListQuerySchema>;
