import { z } from "zod";
import { INT4_MAX } from "../common/constants.ts";
import {
  ANALYTICS_GRANULARITIES,
  ANALYTICS_MAX_PERIOD_DAYS,
  isIsoDay,
  periodDays,
  resolvePeriod,
} from "./period.ts";

const day = z.string().refine(isIsoDay, { message: "validation.invalid" }).optional();

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The checks every report period gets: `to` not before `from`, at most 2 years (defaults filled in first). */
function checkPeriod(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if ((q.from && !isIsoDay(q.from)) || (q.to && !isIsoDay(q.to))) return;
  const { from, to } = resolvePeriod(q, todayUtc());
  if (from > to) ctx.addIssue({ code: "custom", message: "validation.date_order", path: ["to"] });
  else if (periodDays(from, to) > ANALYTICS_MAX_PERIOD_DAYS)
    ctx.addIssue({ code: "custom", message: "validation.period_too_long", path: ["from"] });
}

const periodShape = {
  from: day,
  to: day,
  granularity: z.enum(ANALYTICS_GRANULARITIES, { message: "validation.invalid" }).default("week"),
};

/**
 * The period and granularity of a chart (staff reports and the dashboards' charts): from/to (YYYY-MM-DD, the last
 * 90 days by default), at most 2 years, `to` not before `from`.
 */
export const chartPeriodQuerySchema = z.object(periodShape).superRefine(checkPeriod);
export type ChartPeriodQuery = z.output<typeof chartPeriodQuerySchema>;

/** Staff reports: the period plus the brand (all brands when absent) and whether staff activity counts. */
export const analyticsReportQuerySchema = z
  .object({
    ...periodShape,
    brand: z.coerce.number({ message: "validation.number" }).int().positive().max(INT4_MAX).optional(),
    /** "yes" counts events with the staff tag too (Administrator, Admin Management, acting as a user). */
    staff: z.enum(["yes", "no"], { message: "validation.invalid" }).default("no"),
  })
  .superRefine(checkPeriod);
export type AnalyticsReportQuery = z.output<typeof analyticsReportQuerySchema>;

const periodFields = {
  from: z.string(),
  to: z.string(),
  granularity: z.enum(ANALYTICS_GRANULARITIES),
  buckets: z.array(z.string()),
};
const keyCount = z.object({ key: z.string(), count: z.number() });

/** GET admin/analytics/health: sign-ups by role and source, credits and plan revenue over time. */
export const analyticsHealthSchema = z.object({
  ...periodFields,
  signups: z.object({
    /** "events": sign_up events of the rollups; "accounts": users created (no sign_up event in the period). */
    basis: z.enum(["events", "accounts"]),
    total: z.number(),
    /** One row per bucket and role label (§6: Cliente, Fornitore, …). */
    by_bucket: z.array(z.object({ bucket: z.string(), role: z.string(), count: z.number() })),
    by_role: z.array(keyCount),
    /** UTM source ("" none). */
    by_source: z.array(keyCount),
  }),
  revenue: z.object({
    total_cents: z.number(),
    credits_used: z.number(),
    credits_granted: z.number(),
    by_bucket: z.array(
      z.object({
        bucket: z.string(),
        revenue_cents: z.number(),
        credits_used: z.number(),
        credits_granted: z.number(),
      }),
    ),
  }),
});
export type AnalyticsHealth = z.infer<typeof analyticsHealthSchema>;

export const FUNNEL_STEPS = [
  "visitors",
  "registrations",
  "first_need",
  "first_quote",
  "accepted_quote",
  "collaboration",
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** GET admin/analytics/marketplace: funnel, liquidity of T&M positions, suppliers' response and win rates. */
export const analyticsMarketplaceSchema = z.object({
  ...periodFields,
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count: z.number() })),
  liquidity: z.object({
    positions: z.number(),
    /** Share of the period's published positions with at least one quote within 24 h (0–1). */
    quoted_within_24h: z.number().nullable(),
    median_hours_to_first_quote: z.number().nullable(),
    quotes_per_position: z.number().nullable(),
    /** Share of those positions with an accepted quote (0–1). */
    fill_rate: z.number().nullable(),
    by_bucket: z.array(
      z.object({
        bucket: z.string(),
        positions: z.number(),
        quoted_within_24h: z.number(),
        quotes: z.number(),
        filled: z.number(),
      }),
    ),
  }),
  suppliers: z.object({
    availability_requests: z.number(),
    answered: z.number(),
    /** Answered availability requests / requests received (0–1). */
    response_rate: z.number().nullable(),
    quotes_sent: z.number(),
    quotes_decided: z.number(),
    quotes_accepted: z.number(),
    /** Accepted quotes / decided ones (accepted, rejected, discarded) (0–1). */
    win_rate: z.number().nullable(),
  }),
});
export type AnalyticsMarketplace = z.infer<typeof analyticsMarketplaceSchema>;

/** GET admin/analytics/terms: searches without results, technologies asked (needs) vs offered (profiles). */
export const analyticsTermsSchema = z.object({
  ...periodFields,
  no_result_searches: z.array(z.object({ term: z.string(), count: z.number() })),
  searches: z.number(),
  no_result_share: z.number().nullable(),
  technologies: z.array(z.object({ term: z.string(), asked: z.number(), offered: z.number() })),
});
export type AnalyticsTerms = z.infer<typeof analyticsTermsSchema>;

/** GET admin/analytics/companies/:id/report.csv (and the client's own report): the company's id. */
export const companyActivityParamsSchema = z.object({
  id: z.coerce.number({ message: "validation.number" }).int().positive().max(INT4_MAX),
});
