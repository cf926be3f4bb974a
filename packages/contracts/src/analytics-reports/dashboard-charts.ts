import { z } from "zod";
import { ANALYTICS_GRANULARITIES } from "./period.ts";

const periodFields = {
  from: z.string(),
  to: z.string(),
  granularity: z.enum(ANALYTICS_GRANULARITIES),
};

/** GET dashboard/client/charts: the caller's company only, per bucket of the period. */
export const clientChartsSchema = z.object({
  ...periodFields,
  series: z.array(
    z.object({
      bucket: z.string(),
      positions_published: z.number(),
      quotes_received: z.number(),
      quotes_accepted: z.number(),
      /** Median hours from publishing to the first quote of the bucket's positions (null: none quoted). */
      median_hours_to_first_quote: z.number().nullable(),
      credits_used: z.number(),
    }),
  ),
  totals: z.object({
    positions_published: z.number(),
    quotes_received: z.number(),
    quotes_accepted: z.number(),
    median_hours_to_first_quote: z.number().nullable(),
    credits_used: z.number(),
  }),
});
export type ClientCharts = z.infer<typeof clientChartsSchema>;

/** GET dashboard/supplier/charts: the caller's company, against the median of suppliers of its sectors. */
export const supplierChartsSchema = z.object({
  ...periodFields,
  series: z.array(
    z.object({
      bucket: z.string(),
      quotes_sent: z.number(),
      quotes_accepted: z.number(),
      profile_views: z.number(),
      availability_requests: z.number(),
    }),
  ),
  totals: z.object({
    quotes_sent: z.number(),
    quotes_decided: z.number(),
    quotes_accepted: z.number(),
    win_rate: z.number().nullable(),
    profile_views: z.number(),
    availability_requests: z.number(),
  }),
  /** The median over the other supply companies sharing a sector with the caller (null: no such company). */
  sector_median: z.object({
    companies: z.number(),
    quotes_sent: z.number().nullable(),
    win_rate: z.number().nullable(),
    availability_requests: z.number().nullable(),
  }),
});
export type SupplierCharts = z.infer<typeof supplierChartsSchema>;
