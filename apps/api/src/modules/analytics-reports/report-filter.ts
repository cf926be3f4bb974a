import { type AnalyticsReportQuery, bucketsOf, resolvePeriod } from "@mkt/contracts";
import type { ReportFilter } from "./queries/filter.ts";

const today = () => new Date().toISOString().slice(0, 10);

/** The report query with its defaults filled in: the filter of every statement and the period's buckets. */
export function reportFilter(query: AnalyticsReportQuery) {
  const { from, to } = resolvePeriod(query, today());
  const filter: ReportFilter = { from, to, brand: query.brand ?? null, staff: query.staff === "yes" };
  return {
    filter,
    period: { from, to, granularity: query.granularity, buckets: bucketsOf(from, to, query.granularity) },
  };
}
