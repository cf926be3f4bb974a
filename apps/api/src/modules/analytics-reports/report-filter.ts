import { type AnalyticsReportQuery, bucketsOf, resolvePeriod } from "@mkt/contracts";
import type { ReportFilter } from "./queries/filter.ts";

/** Today on the platform's calendar (Italy), the day the rollups count an event in (YYYY-MM-DD). */
const today = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Rome",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

/** The report query with its defaults filled in: the filter of every statement and the period's buckets. */
export function reportFilter(query: AnalyticsReportQuery) {
  const { from, to } = resolvePeriod(query, today());
  const filter: ReportFilter = { from, to, brand: query.brand ?? null, staff: query.staff === "yes" };
  return {
    filter,
    period: { from, to, granularity: query.granularity, buckets: bucketsOf(from, to, query.granularity) },
  };
}
