import {
  bucketOf,
  bucketsOf,
  type ChartPeriodQuery,
  type ClientCharts,
  median,
  rate,
  resolvePeriod,
  type SupplierCharts,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { clientDaily, clientPositions, sectorPeers, supplierDaily } from "./charts-queries.ts";

const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
const today = () => new Date().toISOString().slice(0, 10);

/** The period's buckets, each with every metric at 0, and `add` to count a day's figure into its bucket. */
function grid<M extends string>(query: ChartPeriodQuery, metrics: readonly M[]) {
  const { from, to } = resolvePeriod(query, today());
  const cells = new Map(
    bucketsOf(from, to, query.granularity).map((b) => [
      b,
      Object.fromEntries(metrics.map((m) => [m, 0])) as Record<M, number>,
    ]),
  );
  const add = (day: string, metric: string, n: number) => {
    const cell = cells.get(bucketOf(day, query.granularity));
    if (cell && (metrics as readonly string[]).includes(metric)) cell[metric as M] += n;
  };
  const total = (metric: M) => [...cells.values()].reduce((t, c) => t + c[metric], 0);
  return { period: { from, to, granularity: query.granularity }, cells, add, total };
}

/** GET dashboard/client/charts: the caller's company's positions, quotes, time to first quote and credits. */
export async function clientCharts(
  db: Db,
  companyId: number,
  query: ChartPeriodQuery,
): Promise<ClientCharts> {
  const g = grid(query, [
    "positions_published",
    "quotes_received",
    "quotes_accepted",
    "credits_used",
  ] as const);
  const [positions, daily] = await Promise.all([
    clientPositions(db, companyId, g.period),
    clientDaily(db, companyId, g.period),
  ]);
  const hours = new Map<string, number[]>();
  for (const p of positions) {
    g.add(p.day, "positions_published", 1);
    if (p.hours_to_first === null) continue;
    const bucket = bucketOf(p.day, query.granularity);
    hours.set(bucket, [...(hours.get(bucket) ?? []), Number(p.hours_to_first)]);
  }
  for (const d of daily) g.add(d.day, d.metric, d.n);
  const all = positions.filter((p) => p.hours_to_first !== null).map((p) => Number(p.hours_to_first));
  return {
    ...g.period,
    series: [...g.cells].map(([bucket, c]) => ({
      bucket,
      ...c,
      median_hours_to_first_quote: round1(median(hours.get(bucket) ?? [])),
    })),
    totals: {
      positions_published: g.total("positions_published"),
      quotes_received: g.total("quotes_received"),
      quotes_accepted: g.total("quotes_accepted"),
      median_hours_to_first_quote: round1(median(all)),
      credits_used: g.total("credits_used"),
    },
  };
}

/**
 * GET dashboard/supplier/charts: the caller's company's quotes, win rate, profile views and availability requests,
 * against the median of the other supply companies of its sectors.
 */
export async function supplierCharts(
  db: Db,
  companyId: number,
  query: ChartPeriodQuery,
): Promise<SupplierCharts> {
  const metrics = ["quotes_sent", "quotes_accepted", "profile_views", "availability_requests"] as const;
  const g = grid(query, [...metrics, "quotes_lost"] as const);
  const [daily, peers] = await Promise.all([
    supplierDaily(db, companyId, g.period),
    sectorPeers(db, companyId, g.period),
  ]);
  for (const d of daily) g.add(d.day, d.metric, d.n);
  const accepted = g.total("quotes_accepted");
  const decided = accepted + g.total("quotes_lost");
  const peerRates = peers.filter((p) => p.decided > 0).map((p) => rate(p.accepted, p.decided) ?? 0);
  const some = peers.length > 0;
  return {
    ...g.period,
    series: [...g.cells].map(([bucket, c]) => ({
      bucket,
      quotes_sent: c.quotes_sent,
      quotes_accepted: c.quotes_accepted,
      profile_views: c.profile_views,
      availability_requests: c.availability_requests,
    })),
    totals: {
      quotes_sent: g.total("quotes_sent"),
      quotes_decided: decided,
      quotes_accepted: accepted,
      win_rate: rate(accepted, decided),
      profile_views: g.total("profile_views"),
      availability_requests: g.total("availability_requests"),
    },
    sector_median: {
      companies: peers.length,
      quotes_sent: some ? median(peers.map((p) => p.sent)) : null,
      win_rate: median(peerRates),
      availability_requests: some ? median(peers.map((p) => p.requests)) : null,
    },
  };
}
