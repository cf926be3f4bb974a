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
import { seriesColor } from "../format.ts";

export type ChartSeries<T> = { key: string; label: string; value: (row: T) => number | null };

export type ChartCardProps<T> = {
  title: string;
  /** The text alternative: what the chart shows, in one or two sentences (also the SVG's accessible name). */
  summary: string;
  kind: "bar" | "line";
  rows: readonly T[];
  /** The x value of a row (a bucket, a step, a term) and the table's first column label. */
  x: (row: T) => string;
  /** The axis label of a row, when shorter than the table's (a bucket's "27 nov" for "27 nov 2026"). */
  tick?: (row: T) => string;
  xLabel: string;
  series: readonly ChartSeries<T>[];
  stacked?: boolean;
  /**
   * Bars drawn across, their categories named on the left: for named categories (funnel steps, measures, terms),
   * whose names would not fit side by side under the bars.
   */
  horizontal?: boolean;
  /** Values formatted for the table, the axis and the tooltips (percentages, euros, numbers). */
  format?: (value: number | null) => string;
  /** A note under the chart (what a series covers). */
  note?: string;
  /** Counts: ticks on whole numbers only (no "0,5" under a maximum of 1). */
  integer?: boolean;
  testId: string;
};

const plain = (value: number | null) => (value === null ? "—" : String(value));

/** Whether any series has a figure other than 0 (else the chart would be bare axes). */
export function hasFigures<T>(rows: readonly T[], series: readonly ChartSeries<T>[]): boolean {
  return rows.some((row) =>
    series.some((s) => {
      const v = s.value(row);
      return v !== null && v !== 0;
    }),
  );
}

/**
 * One chart of the analytics screens and dashboards with its accessible twin: a toggle between the chart and a
 * table of the same figures, and a text alternative under it (the SVG's accessible name too). Each series has a
 * colour of its own and the legend is a list under the chart that wraps on narrow screens; a period with no
 * figure says so instead of drawing bare axes (the table still lists the zeros).
 */
export function ChartCard<T>(props: ChartCardProps<T>) {
  const { t } = useTranslation("analytics");
  const [view, setView] = useState<"chart" | "table">("chart");
  const captionId = useId();
  const format = props.format ?? plain;
  const narrow = useMediaQuery(useTheme().breakpoints.down("sm"));
  const labels = props.rows.map(props.tick ?? props.x);
  const series = props.series.map((s, index) => ({
    id: s.key,
    label: s.label,
    color: seriesColor(index),
    data: props.rows.map(s.value),
    valueFormatter: (v: number | null) => format(v),
    ...(props.stacked ? { stack: "total" } : {}),
  }));
  const figures = hasFigures(props.rows, props.series);
  const valueAxis = {
    valueFormatter: (v: number) => format(v),
    ...(props.integer ? { tickMinStep: 1 } : {}),
  };
  // Across: a row per category, its name in a left column as wide as a narrow screen allows.
  const height = props.horizontal ? Math.max(160, props.rows.length * 36 + 48) : { xs: 220, sm: 280 };
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
          ) : !figures ? (
            <Typography
              color="text.secondary"
              sx={{ py: 4, textAlign: "center" }}
              data-testid={`${props.testId}-empty`}
            >
              {t("empty")}
            </Typography>
          ) : (
            <>
              <Box role="img" aria-labelledby={captionId} sx={{ height }}>
                {props.kind === "bar" && props.horizontal ? (
                  <BarChart
                    layout="horizontal"
                    yAxis={[{ scaleType: "band", data: labels, width: narrow ? 104 : 148 }]}
                    xAxis={[valueAxis]}
                    series={series}
                    hideLegend
                    margin={{ left: 8, right: 24, top: 8 }}
                  />
                ) : props.kind === "bar" ? (
                  <BarChart
                    xAxis={[{ scaleType: "band", data: labels }]}
                    yAxis={[{ width: 64, ...valueAxis }]}
                    series={series}
                    hideLegend
                    margin={{ left: 8, right: 24, top: 8 }}
                  />
                ) : (
                  <LineChart
                    xAxis={[{ scaleType: "point", data: labels }]}
                    yAxis={[{ width: 64, ...valueAxis }]}
                    hideLegend
                    series={series.map((s) => ({ ...s, connectNulls: true }))}
                    margin={{ left: 8, right: 28, top: 8 }}
                  />
                )}
              </Box>
              <Box
                component="ul"
                data-testid={`${props.testId}-legend`}
                sx={{
                  listStyle: "none",
                  m: 0,
                  mt: 1,
                  p: 0,
                  display: "flex",
                  flexWrap: "wrap",
                  justifyContent: "center",
                  columnGap: 2,
                  rowGap: 0.5,
                }}
              >
                {series.map((s) => (
                  <Box
                    component="li"
                    key={s.id}
                    sx={{ display: "flex", alignItems: "center", gap: 0.75, fontSize: "0.8125rem" }}
                  >
                    <Box
                      component="span"
                      aria-hidden
                      data-color={s.color}
                      sx={{ width: 12, height: 12, borderRadius: "2px", bgcolor: s.color, flexShrink: 0 }}
                    />
                    {s.label}
                  </Box>
                ))}
              </Box>
            </>
          )}
          {props.note ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1 }}
              data-testid={`${props.testId}-note`}
            >
              {props.note}
            </Typography>
          ) : null}
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
