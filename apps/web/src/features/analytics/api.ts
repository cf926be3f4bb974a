import {
  type AnalyticsGranularity,
  analyticsHealthSchema,
  analyticsMarketplaceSchema,
  analyticsTermsSchema,
  brandAdminSchema,
  clientChartsSchema,
  pageOf,
  supplierChartsSchema,
} from "@mkt/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { downloadFile } from "../../shared/api/transfer.ts";

/** The staff reports' filters as the screens keep them ("" = not set). */
export type ReportFilters = {
  from: string;
  to: string;
  granularity: AnalyticsGranularity;
  brand: string;
  staff: boolean;
};

/** The API query of the filters (empty values left out, so the API's defaults apply). */
export function reportQuery(f: ReportFilters): Record<string, string> {
  const query: Record<string, string> = { granularity: f.granularity, staff: f.staff ? "yes" : "no" };
  if (f.from) query.from = f.from;
  if (f.to) query.to = f.to;
  if (f.brand) query.brand = f.brand;
  return query;
}

function reportOptions<S extends z.ZodType>(path: string, schema: S, filters: ReportFilters) {
  return {
    queryKey: ["admin", "analytics", path, filters] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest(`admin/analytics/${path}`, schema, { auth: true, signal, query: reportQuery(filters) }),
    placeholderData: keepPreviousData,
  };
}

/** GET admin/analytics/health: sign-ups, revenue and credits. */
export function useHealthReport(filters: ReportFilters) {
  return useQuery(reportOptions("health", analyticsHealthSchema, filters));
}

/** GET admin/analytics/marketplace: funnel, liquidity, supplier rates. */
export function useMarketplaceReport(filters: ReportFilters) {
  return useQuery(reportOptions("marketplace", analyticsMarketplaceSchema, filters));
}

/** GET admin/analytics/terms: searches without results, technologies asked vs offered. */
export function useTermsReport(filters: ReportFilters) {
  return useQuery(reportOptions("terms", analyticsTermsSchema, filters));
}

/** Downloads a report's CSV (health, marketplace, terms) for the filters. */
export function downloadReportCsv(kind: "health" | "marketplace" | "terms", filters: ReportFilters) {
  return downloadFile(
    `admin/analytics/${kind}.csv?${new URLSearchParams(reportQuery(filters))}`,
    `analytics-${kind}.csv`,
  );
}

/** Report Compagnie: staff for any company, a client for its own (no id). */
export function downloadCompanyReport(
  companyId: number | null,
  filters: Pick<ReportFilters, "from" | "to" | "granularity">,
) {
  const query = new URLSearchParams(reportQuery({ ...filters, brand: "", staff: false }));
  const path =
    companyId === null
      ? `analytics/company-report.csv?${query}`
      : `admin/analytics/companies/${companyId}/report.csv?${query}`;
  return downloadFile(path, companyId === null ? "company-report.csv" : `company-${companyId}-report.csv`);
}

/** The brands for the brand filter (GET admin/brands, first 100). */
export function useBrandOptions() {
  return useQuery({
    queryKey: ["admin", "analytics", "brands"] as const,
    queryFn: ({ signal }) =>
      apiRequest("admin/brands", pageOf(brandAdminSchema), {
        auth: true,
        signal,
        query: { page: 1, limit: 100 },
      }),
    staleTime: 5 * 60_000,
  });
}

/** The dashboards' period presets: the last 30 days by day, 90 days by week, 12 months by month. */
export const CHART_PRESETS = {
  "30d": { days: 30, granularity: "day" },
  "90d": { days: 90, granularity: "week" },
  "12m": { days: 365, granularity: "month" },
} as const satisfies Record<string, { days: number; granularity: AnalyticsGranularity }>;
export type ChartPreset = keyof typeof CHART_PRESETS;

export function presetQuery(preset: ChartPreset) {
  const { days, granularity } = CHART_PRESETS[preset];
  const to = new Date();
  const from = new Date(to.getTime() - (days - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10), granularity };
}

/** GET dashboard/client/charts for a preset. */
export function useClientCharts(preset: ChartPreset) {
  return useQuery({
    queryKey: ["dashboard", "client", "charts", preset] as const,
    queryFn: ({ signal }) =>
      apiRequest("dashboard/client/charts", clientChartsSchema, {
        auth: true,
        signal,
        query: presetQuery(preset),
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET dashboard/supplier/charts for a preset. */
export function useSupplierCharts(preset: ChartPreset) {
  return useQuery({
    queryKey: ["dashboard", "supplier", "charts", preset] as const,
    queryFn: ({ signal }) =>
      apiRequest("dashboard/supplier/charts", supplierChartsSchema, {
        auth: true,
        signal,
        query: presetQuery(preset),
      }),
    placeholderData: keepPreviousData,
  });
}
