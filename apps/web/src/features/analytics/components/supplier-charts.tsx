import { Grid } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type ChartPreset, useSupplierCharts } from "../api.ts";
import { formatPercent } from "../format.ts";
import { ChartCard } from "./chart-card.tsx";
import { DashboardChartsFrame } from "./dashboard-charts-frame.tsx";

/**
 * The supplier dashboard's charts (its own company): quotes sent and won, profile views and availability requests
 * over time, and its totals against the median of the supply companies of its sectors.
 */
export default function SupplierCharts() {
  const { t } = useTranslation("analytics");
  const [preset, setPreset] = useState<ChartPreset>("90d");
  const charts = useSupplierCharts(preset);
  const language = useLanguage();
  const percent = (share: number | null) => formatPercent(share, language);
  return (
    <DashboardChartsFrame preset={preset} onPreset={setPreset}>
      <QueryState query={charts}>
        {(c) => {
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
                  testId="chart-supplier-quotes"
                  title={t("supplier.quotes")}
                  kind="bar"
                  rows={c.series}
                  x={(s) => s.bucket}
                  xLabel={t("period")}
                  series={[
                    { key: "sent", label: t("supplier.sent"), value: (s) => s.quotes_sent },
                    { key: "won", label: t("supplier.won"), value: (s) => s.quotes_accepted },
                  ]}
                  summary={t("supplier.quotesSummary", {
                    sent: c.totals.quotes_sent,
                    won: c.totals.quotes_accepted,
                    rate: percent(c.totals.win_rate),
                    median: percent(c.sector_median.win_rate),
                  })}
                />
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <ChartCard
                  testId="chart-supplier-interest"
                  title={t("supplier.interest")}
                  kind="line"
                  rows={c.series}
                  x={(s) => s.bucket}
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
                          medianSent: c.sector_median.quotes_sent ?? "—",
                          rate: percent(c.totals.win_rate),
                          medianRate: percent(c.sector_median.win_rate),
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
