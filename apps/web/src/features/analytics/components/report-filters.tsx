import {
  ANALYTICS_GRANULARITIES,
  type AnalyticsGranularity,
  analyticsReportQuerySchema,
  validationMessage,
} from "@mkt/contracts";
import { Box, Card, CardContent, Checkbox, FormControlLabel, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type ReportFilters, reportQuery, useBrandOptions } from "../api.ts";
import { formatDay } from "../format.ts";

/** The field messages of the filters (the contract's checks: real days, `to` after `from`, at most 2 years). */
export function filterErrors(filters: ReportFilters): Partial<Record<"from" | "to", string>> {
  const parsed = analyticsReportQuerySchema.safeParse(reportQuery(filters));
  if (parsed.success) return {};
  const errors: Partial<Record<"from" | "to", string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === "from" || field === "to") errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The staff reports' filter bar: period (from, to), granularity, brand and whether staff activity counts. The
 * screen applies a change only when the filters pass the contract's checks; until then the field says why. A date
 * left empty says which day the report used in its place (`period`: the period the API answered for).
 */
export function ReportFiltersBar({
  value,
  onChange,
  period,
}: {
  value: ReportFilters;
  onChange: (next: ReportFilters) => void;
  period?: { from: string; to: string } | undefined;
}) {
  const { t } = useTranslation("analytics");
  const language = useLanguage();
  const brands = useBrandOptions();
  const errors = filterErrors(value);
  const helper = (field: "from" | "to") => {
    const code = errors[field];
    if (code) return validationMessage(code, language);
    if (!value[field] && period) return t("filters.default", { day: formatDay(period[field], language) });
    return " ";
  };
  const set = (change: Partial<ReportFilters>) => onChange({ ...value, ...change });
  return (
    <Card>
      <CardContent>
        <Box
          sx={{
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(5, 1fr)" },
            alignItems: "start",
          }}
        >
          <TextField
            size="small"
            type="date"
            label={t("filters.from")}
            value={value.from}
            onChange={(e) => set({ from: e.target.value })}
            error={Boolean(errors.from)}
            helperText={helper("from")}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { "data-testid": "analytics-from" },
              formHelperText: { "data-testid": "analytics-from-helper" } as object,
            }}
          />
          <TextField
            size="small"
            type="date"
            label={t("filters.to")}
            value={value.to}
            onChange={(e) => set({ to: e.target.value })}
            error={Boolean(errors.to)}
            helperText={helper("to")}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { "data-testid": "analytics-to" },
              formHelperText: { "data-testid": "analytics-to-helper" } as object,
            }}
          />
          <SelectFilter
            size="small"
            label={t("filters.granularity")}
            value={value.granularity}
            onChange={(g) => set({ granularity: g as AnalyticsGranularity })}
            options={ANALYTICS_GRANULARITIES.map((g) => ({ value: g, label: t(`granularity.${g}`) }))}
            data-testid="analytics-granularity"
          />
          <SelectFilter
            size="small"
            label={t("filters.brand")}
            value={value.brand}
            onChange={(brand) => set({ brand })}
            anyLabel={t("filters.allBrands")}
            options={(brands.data?.items ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
            data-testid="analytics-brand"
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={value.staff}
                onChange={(e) => set({ staff: e.target.checked })}
                slotProps={{ input: { "data-testid": "analytics-staff" } as object }}
              />
            }
            label={t("filters.staff")}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
