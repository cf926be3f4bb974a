import { Grid, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { CHART_PRESETS, type ChartPreset } from "../api.ts";

/** The dashboards' chart section: its title, the period preset and the charts. */
export function DashboardChartsFrame({
  preset,
  onPreset,
  action,
  children,
}: {
  preset: ChartPreset;
  onPreset: (preset: ChartPreset) => void;
  /** A button beside the period (the client's Report Compagnie). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("analytics");
  return (
    <Grid size={12} data-testid="dashboard-charts">
      <Stack
        direction={{ xs: "column", sm: "row" }}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, gap: 1, mb: 2 }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("dashboard.title")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
          {action}
          <SelectFilter
            size="small"
            label={t("dashboard.period")}
            value={preset}
            onChange={(p) => onPreset(p as ChartPreset)}
            options={Object.keys(CHART_PRESETS).map((p) => ({
              value: p,
              label: t(`presets.${p as ChartPreset}`),
            }))}
            sx={{ minWidth: 200 }}
            data-testid="dashboard-charts-period"
          />
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Grid>
  );
}
