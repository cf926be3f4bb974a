import Download from "@mui/icons-material/Download";
import { Button, Grid, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { downloadReportCsv, useMarketplaceReport, useTermsReport } from "../api.ts";
import { ChartCard } from "../components/chart-card.tsx";
import { ReportFiltersBar } from "../components/report-filters.tsx";
import { bucketLabels, formatNumber, formatPercent } from "../format.ts";
import { useReportFilters } from "../use-report-filters.ts";

/**
 * /graphs (staff): how the marketplace works over a period and brand — the funnel from visitor to collaboration,
 * the liquidity of T&M positions, suppliers' response and win rates, searches without results and technologies
 * asked vs offered — with the CSV of each report. (/charts holds sign-ups, revenue and credits.)
 */
export function GraphsPage() {
  const { t } = useTranslation("analytics");
  const language = useLanguage();
  const { draft, setDraft, applied } = useReportFilters();
  const market = useMarketplaceReport(applied);
  const terms = useTermsReport(applied);
  const percent = (share: number | null) => formatPercent(share, language);
  const count = (v: number | null) => formatNumber(v, language);
  // A missing median reads as the dash alone, without the unit.
  const hours = (v: number | null) => (v === null ? count(null) : t("hoursValue", { value: count(v) }));
  const csv = (kind: "marketplace" | "terms") => () =>
    downloadReportCsv(kind, applied).catch((error: unknown) => emitNotice(errorText(error, language)));
  return (
    <Stack spacing={2} data-testid="analytics-graphs-page">
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ justifyContent: "space-between", gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("graphs.title")}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
          <Button
            startIcon={<Download />}
            onClick={csv("marketplace")}
            data-testid="analytics-marketplace-csv"
          >
            {t("graphs.marketplaceCsv")}
          </Button>
          <Button startIcon={<Download />} onClick={csv("terms")} data-testid="analytics-terms-csv">
            {t("graphs.termsCsv")}
          </Button>
        </Stack>
      </Stack>
      <ReportFiltersBar value={draft} onChange={setDraft} period={market.data ?? terms.data} />
      <QueryState query={market}>
        {(m) => {
          const rates = [
            { key: "quoted_within_24h", value: m.liquidity.quoted_within_24h },
            { key: "fill_rate", value: m.liquidity.fill_rate },
            { key: "response_rate", value: m.suppliers.response_rate },
            { key: "win_rate", value: m.suppliers.win_rate },
          ] as const;
          const dates = bucketLabels(m.buckets, m.granularity, language);
          return (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: 6 }}>
                <ChartCard
                  testId="chart-funnel"
                  title={t("graphs.funnel")}
                  kind="bar"
                  horizontal
                  rows={m.funnel}
                  x={(f) => t(`funnel.${f.step}`)}
                  xLabel={t("graphs.step")}
                  format={count}
                  series={[{ key: "count", label: t("graphs.companies"), value: (f) => f.count }]}
                  summary={t("graphs.funnelSummary", {
                    steps: m.funnel.map((f) => `${t(`funnel.${f.step}`)} ${count(f.count)}`).join(" → "),
                  })}
                />
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <ChartCard
                  testId="chart-rates"
                  title={t("graphs.rates")}
                  kind="bar"
                  horizontal
                  rows={rates}
                  x={(r) => t(`rates.${r.key}`)}
                  xLabel={t("graphs.measure")}
                  format={percent}
                  series={[{ key: "value", label: t("graphs.share"), value: (r) => r.value }]}
                  summary={t("graphs.ratesSummary", {
                    rates: rates.map((r) => `${t(`rates.${r.key}`)} ${percent(r.value)}`).join(", "),
                    median: hours(m.liquidity.median_hours_to_first_quote),
                    perPosition: count(m.liquidity.quotes_per_position),
                  })}
                />
              </Grid>
              <Grid size={12}>
                <ChartCard
                  testId="chart-liquidity"
                  title={t("graphs.liquidity")}
                  kind="bar"
                  rows={m.liquidity.by_bucket}
                  x={(b) => dates.long(b.bucket)}
                  tick={(b) => dates.short(b.bucket)}
                  xLabel={t("period")}
                  format={count}
                  series={[
                    { key: "positions", label: t("graphs.positions"), value: (b) => b.positions },
                    { key: "quoted", label: t("graphs.quoted24h"), value: (b) => b.quoted_within_24h },
                    { key: "filled", label: t("graphs.filled"), value: (b) => b.filled },
                  ]}
                  summary={t("graphs.liquiditySummary", {
                    positions: count(m.liquidity.positions),
                    quoted: percent(m.liquidity.quoted_within_24h),
                    median: hours(m.liquidity.median_hours_to_first_quote),
                  })}
                />
              </Grid>
            </Grid>
          );
        }}
      </QueryState>
      <QueryState query={terms}>
        {(r) => (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ChartCard
                testId="chart-no-results"
                title={t("graphs.noResults")}
                kind="bar"
                horizontal
                rows={r.no_result_searches}
                x={(s) => s.term}
                xLabel={t("graphs.term")}
                format={count}
                series={[{ key: "count", label: t("graphs.searches"), value: (s) => s.count }]}
                summary={t("graphs.noResultsSummary", {
                  share: percent(r.no_result_share),
                  searches: count(r.searches),
                })}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ChartCard
                testId="chart-technologies"
                title={t("graphs.technologies")}
                kind="bar"
                horizontal
                rows={r.technologies}
                x={(s) => s.term}
                xLabel={t("graphs.technology")}
                format={count}
                series={[
                  { key: "asked", label: t("graphs.asked"), value: (s) => s.asked },
                  { key: "offered", label: t("graphs.offered"), value: (s) => s.offered },
                ]}
                summary={t("graphs.technologiesSummary", {
                  list:
                    r.technologies.map((s) => `${s.term} ${count(s.asked)}/${count(s.offered)}`).join(", ") ||
                    "—",
                })}
              />
            </Grid>
          </Grid>
        )}
      </QueryState>
    </Stack>
  );
}
