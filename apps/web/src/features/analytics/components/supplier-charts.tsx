import { Grid } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type ChartPreset, useSupplierCharts } from "../api.ts";
import { bucketLabels, formatNumber, formatPercent } from "../format.ts";
import { ChartCard } from "./chart-card.tsx";
import { DashboardChartsFrame } from "./dashboard-charts-frame.tsx";

/**
 * The supplier dashboard's charts (its own company): quotes sent and won, profile views and availability requests
 * over time, and its totals against the median of the supply companies of its sectors.
 */
export default function SupplierCharts() {
  const { t } = useTranslation(["analytics", "dashboard"]);
  const [preset, setPreset] = useState<ChartPreset>("90d");
  const charts = useSupplierCharts(preset);
  const language = useLanguage();
  const count = (value: number | null) => formatNumber(value, language);
  return (
    <DashboardChartsFrame preset={preset} onPreset={setPreset}>
      <QueryState query={charts}>
        {(c) => {
          // A rate needs decided quotes (accepted or lost): without any it says why there is none.
          const rate = (share: number | null) =>
            share === null ? t("dashboard:charts.rateNoDecided") : formatPercent(share, language);
          const medianRate =
            c.sector_median.companies === 0
              ? t("dashboard:charts.rateNoPeers")
              : rate(c.sector_median.win_rate);
          // The axis names a bucket briefly ("5 gen"), the table in full ("5 gen 2026"), in the interface language.
          const dates = bucketLabels(
            c.series.map((s) => s.bucket),
            c.granularity,
            language,
          );
          const x = (s: (typeof c.series)[number]) => dates.long(s.bucket);
          const tick = (s: (typeof c.series)[number]) => dates.short(s.bucket);
          const compare = [
            { key: "quotes_sent", mine: c.totals.quotes_sent, median: c.sector_median.quotes_sent },
            {
              key: "availability_requests",
              mine: c.totals.availability_requests,
              median: c.sector_median.availability_requests,
            },
          ] as const;
          return (
            <>
              <Grid size={{ xs: 12, lg: 6 }}>
                <ChartCard
                  integer
                  testId="chart-supplier-quotes"
                  title={t("supplier.quotes")}
                  kind="bar"
                  rows={c.series}
                  x={x}
                  tick={tick}
                  format={count}
                  xLabel={t("period")}
                  series={[
                    { key: "sent", label: t("supplier.sent"), value: (s) => s.quotes_sent },
                    { key: "won", label: t("supplier.won"), value: (s) => s.quotes_accepted },
                  ]}
                  summary={t("supplier.quotesSummary", {
                    sent: c.totals.quotes_sent,
                    won: c.totals.quotes_accepted,
                    rate: rate(c.totals.win_rate),
                    median: medianRate,
                  })}
                />
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <ChartCard
                  integer
                  testId="chart-supplier-interest"
                  title={t("supplier.interest")}
                  kind="line"
                  rows={c.series}
                  x={x}
                  tick={tick}
                  format={count}
                  xLabel={t("period")}
                  series={[
                    { key: "views", label: t("supplier.views"), value: (s) => s.profile_views },
                    { key: "requests", label: t("supplier.requests"), value: (s) => s.availability_requests },
                  ]}
                  summary={t("supplier.interestSummary", {
                    views: c.totals.profile_views,
                    requests: c.totals.availability_requests,
                  })}
                />
              </Grid>
              <Grid size={12}>
                <ChartCard
                  testId="chart-supplier-sector"
                  title={t("supplier.sector")}
                  kind="bar"
                  rows={compare}
                  x={(r) => t(`supplier.${r.key}`)}
                  xLabel={t("graphs.measure")}
                  format={count}
                  series={[
                    { key: "mine", label: t("supplier.mine"), value: (r) => r.mine },
                    { key: "median", label: t("supplier.median"), value: (r) => r.median },
                  ]}
                  summary={
                    c.sector_median.companies === 0
                      ? t("supplier.noPeers")
                      : t("supplier.sectorSummary", {
                          companies: c.sector_median.companies,
                          sent: c.totals.quotes_sent,
                          medianSent: count(c.sector_median.quotes_sent),
                          rate: rate(c.totals.win_rate),
                          medianRate,
                        })
                  }
                />
              </Grid>
            </>
          );
        }}
      </QueryState>
    </DashboardChartsFrame>
  );
}
