import type { FIXED_PRICE_SORTS, POSITION_SORTS } from "@mkt/contracts";
import { Box, FormControlLabel, MenuItem, Switch, TextField } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FilterCityField } from "./filter-city-field.tsx";
import { FilterTextField } from "./filter-text-field.tsx";

type Sort = (typeof POSITION_SORTS)[number] | (typeof FIXED_PRICE_SORTS)[number];

export type MarketFilterBarProps = {
  params: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
  /** The grid's columns from the `rowFrom` breakpoint (one per filter, in a row); three columns from md. */
  columns: string;
  /**
   * Where the filters fit in one row (lg by default). The T&M list's six take xl: at 1280 px beside the menu
   * they cut "Tariffa min. (€)" and the date field.
   */
  rowFrom?: "lg" | "xl";
  testId?: string;
  /** Filters of one list only, placed first. */
  leading?: ReactNode;
  /** The "at least" amount: its address parameter and label. */
  minimum: { param: string; label: string };
  fromLabel: string;
  sorts: readonly Sort[];
};

/** The filters both market lists share (city, minimum amount, from date, order, remote only); values live in the address. */
export function MarketFilterBar({
  params,
  onChange,
  columns,
  rowFrom = "lg",
  testId,
  leading,
  minimum,
  fromLabel,
  sorts,
}: MarketFilterBarProps) {
  const { t } = useTranslation("needs");
  return (
    <Box
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, 1fr)", [rowFrom]: columns },
        alignItems: "center",
        mb: 2,
      }}
      data-testid={testId}
    >
      {leading}
      <FilterCityField
        label={t("form.city")}
        value={params.get("city") ?? ""}
        onCommit={(city) => onChange({ city: city || null })}
        testId="filter-city"
      />
      <FilterTextField
        label={minimum.label}
        type="number"
        value={params.get(minimum.param) ?? ""}
        onCommit={(value) => onChange({ [minimum.param]: value })}
      />
      <TextField
        size="small"
        type="date"
        label={fromLabel}
        value={params.get("from") ?? ""}
        onChange={(event) => onChange({ from: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label={t("filters.order")}
        value={params.get("order") ?? "recent"}
        onChange={(event) => onChange({ order: event.target.value === "recent" ? null : event.target.value })}
      >
        {sorts.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`filters.sort.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={params.get("remote") === "1"}
            onChange={(event) => onChange({ remote: event.target.checked ? "1" : null })}
          />
        }
        label={t("filters.remoteOnly")}
      />
    </Box>
  );
}
