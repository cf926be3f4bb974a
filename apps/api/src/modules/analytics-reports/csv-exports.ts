import type { AnalyticsHealth, AnalyticsMarketplace, AnalyticsTerms } from "@mkt/contracts";
import { csvLine } from "../../lib/csv.ts";

/**
 * The CSV of each staff report: one table of `section,key,bucket,value` rows, so a spreadsheet pivots them
 * (formula characters neutralised by lib/csv.ts). Rates are 0–1 with 4 decimals; money in euro cents.
 */
const HEADER = ["section", "key", "bucket", "value"];
const text = (v: number | string | null) => (v === null ? "" : String(v));

function table(rows: (readonly [string, string, string, number | string | null])[]): Buffer {
  const lines = [csvLine(HEADER), ...rows.map(([s, k, b, v]) => csvLine([s, k, b, text(v)]))];
  return Buffer.from(lines.join(""), "utf8");
}

export function healthCsv(r: AnalyticsHealth): Buffer {
  return table([
    ["signups", "basis", "", r.signups.basis],
    ["signups", "total", "", r.signups.total],
    ...r.signups.by_bucket.map((c) => ["signups_by_role", c.role, c.bucket, c.count] as const),
    ...r.signups.by_role.map((c) => ["signups_role_total", c.key, "", c.count] as const),
    ...r.signups.by_source.map((c) => ["signups_source_total", c.key, "", c.count] as const),
    ...r.revenue.by_bucket.flatMap(
      (b) =>
        [
          ["revenue_cents", "", b.bucket, b.revenue_cents],
          ["credits_used", "", b.bucket, b.credits_used],
          ["credits_granted", "", b.bucket, b.credits_granted],
        ] as const,
    ),
  ]);
}

export function marketplaceCsv(r: AnalyticsMarketplace): Buffer {
  const l = r.liquidity;
  const s = r.suppliers;
  return table([
    ...r.funnel.map((f) => ["funnel", f.step, "", f.count] as const),
    ["liquidity", "positions", "", l.positions],
    ["liquidity", "quoted_within_24h", "", l.quoted_within_24h],
    ["liquidity", "median_hours_to_first_quote", "", l.median_hours_to_first_quote],
    ["liquidity", "quotes_per_position", "", l.quotes_per_position],
    ["liquidity", "fill_rate", "", l.fill_rate],
    ...l.by_bucket.flatMap(
      (b) =>
        [
          ["liquidity_by_bucket", "positions", b.bucket, b.positions],
          ["liquidity_by_bucket", "quoted_within_24h", b.bucket, b.quoted_within_24h],
          ["liquidity_by_bucket", "quotes", b.bucket, b.quotes],
          ["liquidity_by_bucket", "filled", b.bucket, b.filled],
        ] as const,
    ),
    ["suppliers", "availability_requests", "", s.availability_requests],
    ["suppliers", "answered", "", s.answered],
    ["suppliers", "response_rate", "", s.response_rate],
    ["suppliers", "quotes_sent", "", s.quotes_sent],
    ["suppliers", "quotes_decided", "", s.quotes_decided],
    ["suppliers", "quotes_accepted", "", s.quotes_accepted],
    ["suppliers", "win_rate", "", s.win_rate],
  ]);
}

export function termsCsv(r: AnalyticsTerms): Buffer {
  return table([
    ["searches", "total", "", r.searches],
    ["searches", "no_result_share", "", r.no_result_share],
    ...r.no_result_searches.map((t) => ["no_result_search", t.term, "", t.count] as const),
    ...r.technologies.flatMap(
      (t) =>
        [
          ["technology_asked", t.term, "", t.asked],
          ["technology_offered", t.term, "", t.offered],
        ] as const,
    ),
  ]);
}
