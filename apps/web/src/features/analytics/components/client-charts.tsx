import Download from "@mui/icons-material/Download";
import { Button, Grid } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { track } from "../../../shared/tracking/index.ts";
import { type ChartPreset, downloadCompanyReport, presetQuery, useClientCharts } from "../api.ts";
import { bucketLabels, formatNumber } from "../format.ts";
import { ChartCard } from "./chart-card.tsx";
import { DashboardChartsFrame } from "./dashboard-charts-frame.tsx";

/**
 * The client dashboard's charts (its own company): positions and quotes, time to first quote, credits used; and its
 * Report Compagnie for the period (a plan without download_company answers with the blocked-feature modal).
 */
export default function ClientCharts() {
  const { t } = useTranslation("analytics");
  const [preset, setPreset] = useState<ChartPreset>("90d");
  const language = useLanguage();
  const charts = useClientCharts(preset);
  const companyId = useSession()?.user.company_id;
  const count = (value: number | null) => formatNumber(value, language);
  // A missing median reads as the dash alone, without the unit.
  const hours = (value: number | null) =>
    value === null ? count(null) : t("hoursValue", { value: count(value) });
  const report = () => {
    if (companyId) track("company_report_download", { company_id: companyId, source: "dashboard" });
    return downloadCompanyReport(null, presetQuery(preset)).catch((error: unknown) => {
      // A plan without download_company already shows the blocked-feature modal.
      if ((error as { code?: string }).code !== "plans.function_blocked")
        emitNotice(errorText(error, language));
    });
  };
  return (
    <DashboardChartsFrame
      preset={preset}
      onPreset={setPreset}
      action={
        <Button startIcon={<Download />} onClick={report} data-testid="dashboard-company-report">
          {t("client.companyReport")}
        </Button>
      }
    >
      <QueryState query={charts}>
        {(c) => {
          // The axis names a bucket briefly ("5 gen"), the table in full ("5 gen 2026"), in the interface language.
          const dates = bucketLabels(
            c.series.map((s) => s.bucket),
            c.granularity,
            language,
          );
          const x = (s: (typeof c.series)[number]) => dates.long(s.bucket);
          const tick = (s: (typeof c.series)[number]) => dates.short(s.bucket);
          return (
            <>
              <Grid size={{ xs: 12, lg: 6 }}>
                <ChartCard
                  integer
                  testId="chart-client-activity"
                  title={t("client.activity")}
                  kind="bar"
                  rows={c.series}
                  x={x}
                  tick={tick}
                  format={count}
                  xLabel={t("period")}
                  series={[
                    { key: "positions", label: t("client.positions"), value: (s) => s.positions_published },
                    { key: "received", label: t("client.received"), value: (s) => s.quotes_received },
                    { key: "accepted", label: t("client.accepted"), value: (s) => s.quotes_accepted },
                  ]}
                  summary={t("client.activitySummary", {
                    positions: c.totals.positions_published,
                    received: c.totals.quotes_received,
                    accepted: c.totals.quotes_accepted,
                  })}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6, lg: 3 }}>
                <ChartCard
                  testId="chart-client-first-quote"
                  title={t("client.firstQuote")}
                  kind="line"
                  rows={c.series}
                  x={x}
                  tick={tick}
                  format={count}
                  xLabel={t("period")}
                  series={[
                    { key: "hours", label: t("client.hours"), value: (s) => s.median_hours_to_first_quote },
                  ]}
                  summary={t("client.firstQuoteSummary", {
                    hours: hours(c.totals.median_hours_to_first_quote),
                  })}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6, lg: 3 }}>
                <ChartCard
                  integer
                  testId="chart-client-credits"
                  title={t("client.credits")}
                  kind="bar"
                  rows={c.series}
                  x={x}
                  tick={tick}
                  format={count}
                  xLabel={t("period")}
                  series={[{ key: "credits", label: t("client.creditsUsed"), value: (s) => s.credits_used }]}
                  summary={t("client.creditsSummary", { count: c.totals.credits_used })}
                />
              </Grid>
            </>
          );
        }}
      </QueryState>
    </DashboardChartsFrame>
  );
}
