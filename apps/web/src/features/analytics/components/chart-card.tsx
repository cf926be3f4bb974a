import BarChartIcon from "@mui/icons-material/BarChart";
import TableRowsIcon from "@mui/icons-material/TableRows";
import {
  Box,
  Card,
  CardContent,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../shared/components/data-table.tsx";

export type ChartSeries<T> = { key: string; label: string; value: (row: T) => number | null };

export type ChartCardProps<T> = {
  title: string;
  /** The text alternative: what the chart shows, in one or two sentences (also the SVG's accessible name). */
  summary: string;
  kind: "bar" | "line";
  rows: readonly T[];
  /** The x value of a row (a bucket, a step, a term) and the table's first column label. */
  x: (row: T) => string;
  xLabel: string;
  series: readonly ChartSeries<T>[];
  stacked?: boolean;
  /** Values formatted for the table and the tooltips (percentages, euros). */
  format?: (value: number | null) => string;
  testId: string;
};

const plain = (value: number | null) => (value === null ? "—" : String(value));

/**
 * One chart of the analytics screens and dashboards with its accessible twin: a toggle between the chart and a
 * table of the same figures, and a text alternative under it (the SVG's accessible name too). Narrow screens get
 * the full width and a shorter chart.
 */
export function ChartCard<T>(props: ChartCardProps<T>) {
  const { t } = useTranslation("analytics");
  const [view, setView] = useState<"chart" | "table">("chart");
  const captionId = useId();
  const format = props.format ?? plain;
  // On a phone a long legend would squash the plot: the table view and the text alternative name the series.
  const narrow = useMediaQuery(useTheme().breakpoints.down("sm"));
  const hideLegend = narrow && props.series.length > 3;
  const labels = props.rows.map(props.x);
  const series = props.series.map((s) => ({
    id: s.key,
    label: s.label,
    data: props.rows.map(s.value),
    valueFormatter: (v: number | null) => format(v),
    ...(props.stacked ? { stack: "total" } : {}),
  }));
  return (
    <Card data-testid={props.testId} sx={{ height: "100%" }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}
        >
          <Typography variant="h6" component="h2" sx={{ fontSize: "1rem", fontWeight: 700 }}>
            {props.title}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next: "chart" | "table" | null) => next && setView(next)}
            aria-label={t("view.label", { title: props.title })}
          >
            <ToggleButton value="chart" aria-label={t("view.chart")} data-testid={`${props.testId}-chart`}>
              <BarChartIcon fontSize="small" />
            </ToggleButton>
            <ToggleButton value="table" aria-label={t("view.table")} data-testid={`${props.testId}-table`}>
              <TableRowsIcon fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Box component="figure" sx={{ m: 0 }} aria-labelledby={captionId}>
          {props.rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
              {t("empty")}
            </Typography>
          ) : view === "table" ? (
            <DataTable
              rows={props.rows}
              rowKey={props.x}
              rowTestId={`${props.testId}-row`}
              columns={[
                { key: "x", label: props.xLabel, render: props.x },
                ...props.series.map((s) => ({
                  key: s.key,
                  label: s.label,
                  align: "right" as const,
                  render: (row: T) => format(s.value(row)),
                })),
              ]}
            />
          ) : (
            <Box role="img" aria-labelledby={captionId} sx={{ height: { xs: 220, sm: 280 } }}>
              {props.kind === "bar" ? (
                <BarChart
                  xAxis={[{ scaleType: "band", data: labels }]}
                  yAxis={[{ width: 64, valueFormatter: (v: number) => format(v) }]}
                  series={series}
                  hideLegend={hideLegend}
                  margin={{ left: 8, right: 8 }}
                />
              ) : (
                <LineChart
                  xAxis={[{ scaleType: "point", data: labels }]}
                  yAxis={[{ width: 64, valueFormatter: (v: number) => format(v) }]}
                  hideLegend={hideLegend}
                  series={series.map((s) => ({ ...s, connectNulls: true }))}
                  margin={{ left: 8, right: 8 }}
                />
              )}
            </Box>
          )}
          <Typography
            component="figcaption"
            id={captionId}
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1 }}
            data-testid={`${props.testId}-summary`}
          >
            {props.summary}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
