import {
  type AnalyticsMarketplace,
  type AnalyticsReportQuery,
  bucketOf,
  FUNNEL_STEPS,
  median,
  pickBrandForHost,
  rate,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import type { ReportFilter } from "./queries/filter.ts";
import {
  brandHosts,
  funnelCounts,
  positionLiquidity,
  supplierCounts,
  visitorsByOrigin,
} from "./queries/marketplace.ts";
import { reportFilter } from "./report-filter.ts";

const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);

/**
 * The funnel's visitors of one brand: the open-area entries whose host resolves to it by the rule of brands by
 * host (exact pattern, most specific wildcard, else the default brand — so entries without a host, or framed in
 * a partner page on a host no brand lists, count for the default brand). Null without a brand filter.
 */
async function brandVisitors(db: Db, filter: ReportFilter): Promise<number | null> {
  const brand = filter.brand;
  if (brand === null) return null;
  const [origins, brands] = await Promise.all([visitorsByOrigin(db, filter), brandHosts(db)]);
  const candidates = brands.map((b) => ({ id: b.id, hostPattern: b.host_pattern, isDefault: b.is_default }));
  return origins
    .filter((o) => pickBrandForHost(candidates, o.origin || undefined)?.id === brand)
    .reduce((sum, o) => sum + o.visitors, 0);
}

/**
 * GET admin/analytics/marketplace: the funnel, the liquidity of the T&M positions published in the period (Fixed
 * Price needs have no position) and the suppliers' response rate (availability requests answered) and win rate.
 */
export async function analyticsMarketplace(
  db: Db,
  query: AnalyticsReportQuery,
): Promise<AnalyticsMarketplace> {
  const { filter, period } = reportFilter(query);
  const [funnel, visitors, positions, suppliers] = await Promise.all([
    funnelCounts(db, filter),
    brandVisitors(db, filter),
    positionLiquidity(db, filter),
    supplierCounts(db, filter),
  ]);
  const buckets = new Map(
    period.buckets.map((bucket) => [
      bucket,
      { bucket, positions: 0, quoted_within_24h: 0, quotes: 0, filled: 0 },
    ]),
  );
  const hours: number[] = [];
  let quoted24 = 0;
  let quotes = 0;
  let filled = 0;
  for (const p of positions) {
    const within = p.hours_to_first !== null && Number(p.hours_to_first) <= 24;
    if (p.hours_to_first !== null) hours.push(Number(p.hours_to_first));
    quoted24 += within ? 1 : 0;
    quotes += p.quotes;
    filled += p.filled ? 1 : 0;
    const b = buckets.get(bucketOf(p.day, period.granularity));
    if (!b) continue;
    b.positions += 1;
    b.quoted_within_24h += within ? 1 : 0;
    b.quotes += p.quotes;
    b.filled += p.filled ? 1 : 0;
  }
  const s = suppliers ?? { requests: 0, answered: 0, quotes_sent: 0, quotes_decided: 0, quotes_accepted: 0 };
  return {
    ...period,
    funnel: FUNNEL_STEPS.map((step) => ({
      step,
      count: (step === "visitors" ? visitors : null) ?? funnel?.[step] ?? 0,
    })),
    liquidity: {
      positions: positions.length,
      quoted_within_24h: rate(quoted24, positions.length),
      median_hours_to_first_quote: round1(median(hours)),
      quotes_per_position: round1(rate(quotes, positions.length)),
      fill_rate: rate(filled, positions.length),
      by_bucket: [...buckets.values()],
    },
    suppliers: {
      availability_requests: s.requests,
      answered: s.answered,
      response_rate: rate(s.answered, s.requests),
      quotes_sent: s.quotes_sent,
      quotes_decided: s.quotes_decided,
      quotes_accepted: s.quotes_accepted,
      win_rate: rate(s.quotes_accepted, s.quotes_decided),
    },
  };
}
