import type { BenchCase } from "./services.ts";

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The analytics reports (issue 18 items 3–4): the staff reports over 13 months (the retention) and 90 days, the
 * Report Compagnie CSV of the largest supplier, and the dashboards' charts over 12 months. They read the daily
 * rollups and index-led domain statements; the event generator of the capture bench fills the rollups.
 */
export function analyticsReportCases(
  headers: {
    staff: Record<string, string>;
    client: Record<string, string>;
    supplier: Record<string, string>;
  },
  companyId: number,
): BenchCase[] {
  const to = isoDay(Date.now());
  const year = `from=${isoDay(Date.now() - 395 * DAY)}&to=${to}`;
  const quarter = `from=${isoDay(Date.now() - 89 * DAY)}&to=${to}`;
  return [
    ["analytics health (staff), 13 months by week", `/api/admin/analytics/health?${year}`, headers.staff],
    [
      "analytics health (staff), 13 months by day, staff included",
      `/api/admin/analytics/health?${year}&granularity=day&staff=yes`,
      headers.staff,
    ],
    [
      "analytics marketplace (staff), 13 months by month",
      `/api/admin/analytics/marketplace?${year}&granularity=month`,
      headers.staff,
    ],
    [
      "analytics marketplace (staff), 90 days by day",
      `/api/admin/analytics/marketplace?${quarter}&granularity=day`,
      headers.staff,
    ],
    ["analytics terms (staff), 13 months", `/api/admin/analytics/terms?${year}`, headers.staff],
    ["analytics health CSV (staff), 13 months", `/api/admin/analytics/health.csv?${year}`, headers.staff],
    [
      "Report Compagnie CSV (staff), largest supplier, 13 months",
      `/api/admin/analytics/companies/${companyId}/report.csv?${year}&granularity=month`,
      headers.staff,
    ],
    [
      "dashboard client charts, 12 months by month",
      `/api/dashboard/client/charts?${year}&granularity=month`,
      headers.client,
    ],
    [
      "dashboard supplier charts, 12 months by week",
      `/api/dashboard/supplier/charts?${year}`,
      headers.supplier,
    ],
  ];
}
