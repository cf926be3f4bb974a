import { ANALYTICS_TOP_TERMS, type AnalyticsReportQuery, type AnalyticsTerms, rate } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { askedVsOffered, termTotal, topTerms } from "./queries/rollups.ts";
import { reportFilter } from "./report-filter.ts";

/** GET admin/analytics/terms: what clients searched and did not find; technologies asked vs offered. */
export async function analyticsTerms(db: Db, query: AnalyticsReportQuery): Promise<AnalyticsTerms> {
  const { filter, period } = reportFilter(query);
  const [noResult, noResultTotal, searches, technologies] = await Promise.all([
    topTerms(db, filter, "search_no_result", ANALYTICS_TOP_TERMS),
    termTotal(db, filter, "search_no_result"),
    termTotal(db, filter, "search"),
    askedVsOffered(db, filter, ANALYTICS_TOP_TERMS),
  ]);
  return {
    ...period,
    no_result_searches: noResult,
    searches,
    no_result_share: rate(noResultTotal, searches),
    technologies,
  };
}
