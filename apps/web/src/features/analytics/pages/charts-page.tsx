import Download from "@mui/icons-material/Download";
import { Alert, Button, Grid, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { downloadReportCsv, useHealthReport } from "../api.ts";
import { ChartCard } from "../components/chart-card.tsx";
import { CompanyReportCard } from "../components/company-report-card.tsx";
import { ReportFiltersBar } from "../components/report-filters.tsx";
import { bucketLabels, formatNumber, roleLabelKeys } from "../format.ts";
import { useReportFilters } from "../use-report-filters.ts";

/**
 * /charts (staff): marketplace health over a period and brand — sign-ups by role over time and by UTM source,
 * plan revenue and credits over time — with the CSV of the figures, and Report Compagnie for any company.
 * (/graphs holds the funnel, liquidity, supplier rates and search terms.)
 */
export function ChartsPage() {
  const { t } = useTranslation(["analytics", "common"]);
  const language = useLanguage();
  const { draft, setDraft, applied } = useReportFilters();
  const report = useHealthReport(applied);
  const euros = new Intl.NumberFormat(language === "it" ? "it-IT" : "en-GB", {
    style: "currency",
    currency: "EUR",
  });
  const money = (v: number | null) => (v === null ? "—" : euros.format(v));
  const count = (v: number | null) => formatNumber(v, language);
  const roleList = new Intl.ListFormat(language === "it" ? "it-IT" : "en-GB", { type: "conjunction" });
  const exportCsv = () =>
    downloadReportCsv("health", applied).catch((error: unknown) => emitNotice(errorText(error, language)));
  return (
    <Stack spacing={2} data-testid="analytics-charts-page">
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ justifyContent: "space-between", gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("charts.title")}
        </Typography>
        <Button startIcon={<Download />} onClick={exportCsv} data-testid="analytics-health-csv">
          {t("csv")}
        </Button>
      </Stack>
      <ReportFiltersBar value={draft} onChange={setDraft} period={report.data} />
      <QueryState query={report}>
        {(r) => {
          const roles = r.signups.by_role.map((x) => x.key);
          const cell = (bucket: string, role: string) =>
            r.signups.by_bucket.find((c) => c.bucket === bucket && c.role === role)?.count ?? 0;
          // The stored §6 labels are Italian: each is named by its role's label in the interface language.
          const roleName = (label: string) => {
            if (!label) return t("anonymous");
            const [first] = roleLabelKeys(label);
            return first ? t(`common:roles.${first}`) : label;
          };
          // The default label also counts roles of its own: the chart says which.
          const grouped = roles
            .map((label) => ({ label, others: roleLabelKeys(label).slice(1) }))
            .filter((g) => g.others.length > 0);
          const dates = bucketLabels(r.buckets, r.granularity, language);
          return (
            <Grid container spacing={2}>
              {r.signups.basis === "accounts" ? (
                <Grid size={12}>
                  <Alert severity="info" data-testid="analytics-basis-accounts">
                    {t("charts.basisAccounts")}
                  </Alert>
                </Grid>
              ) : null}
              <Grid size={{ xs: 12, lg: 6 }}>
                <ChartCard
                  testId="chart-signups"
                  title={t("charts.signups")}
                  kind="bar"
                  stacked
                  rows={r.buckets}
                  x={dates.long}
                  tick={dates.short}
                  xLabel={t("period")}
                  format={count}
                  series={roles.map((role) => ({
                    key: role,
                    label: roleName(role),
                    value: (b: string) => cell(b, role),
                  }))}
                  note={
                    grouped
                      .map((g) =>
                        t("charts.roleGroup", {
                          group: roleName(g.label),
                          roles: roleList.format(g.others.map((key) => t(`common:roles.${key}`))),
                        }),
                      )
                      .join(" ") || undefined
                  }
                  summary={t("charts.signupsSummary", {
                    count: r.signups.total,
                    roles:
                      r.signups.by_role.map((x) => `${roleName(x.key)} ${count(x.count)}`).join(", ") || "—",
                  })}
                />
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <ChartCard
                  testId="chart-sources"
                  title={t("charts.sources")}
                  kind="bar"
                  rows={r.signups.by_source}
                  horizontal
                  x={(s) => s.key || t("noSource")}
                  xLabel={t("source")}
                  format={count}
                  series={[{ key: "count", label: t("charts.signupsCount"), value: (s) => s.count }]}
                  summary={t("charts.sourcesSummary", {
                    sources:
                      r.signups.by_source
                        .map((s) => `${s.key || t("noSource")} ${count(s.count)}`)
                        .join(", ") || "—",
                  })}
                />
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <ChartCard
                  testId="chart-revenue"
                  title={t("charts.revenue")}
                  kind="line"
                  rows={r.revenue.by_bucket}
                  x={(b) => dates.long(b.bucket)}
                  tick={(b) => dates.short(b.bucket)}
                  xLabel={t("period")}
                  format={money}
                  series={[
                    { key: "revenue", label: t("charts.revenue"), value: (b) => b.revenue_cents / 100 },
                  ]}
                  summary={t("charts.revenueSummary", { total: money(r.revenue.total_cents / 100) })}
                />
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <ChartCard
                  testId="chart-credits"
                  title={t("charts.credits")}
                  kind="bar"
                  rows={r.revenue.by_bucket}
                  x={(b) => dates.long(b.bucket)}
                  tick={(b) => dates.short(b.bucket)}
                  xLabel={t("period")}
                  format={count}
                  series={[
                    { key: "used", label: t("charts.creditsUsed"), value: (b) => b.credits_used },
                    { key: "granted", label: t("charts.creditsGranted"), value: (b) => b.credits_granted },
                  ]}
                  summary={t("charts.creditsSummary", {
                    used: count(r.revenue.credits_used),
                    granted: count(r.revenue.credits_granted),
                  })}
                />
              </Grid>
            </Grid>
          );
        }}
      </QueryState>
      <CompanyReportCard filters={applied} />
    </Stack>
  );
}
