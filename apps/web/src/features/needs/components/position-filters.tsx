import { POSITION_SORTS, SENIORITIES } from "@mkt/contracts";
import { Box, FormControlLabel, MenuItem, Switch, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useTechnologies } from "../../profiles/api.ts";
import { TechnologiesPicker } from "../../profiles/components/technology-autocomplete.tsx";
import { FilterTextField } from "./filter-text-field.tsx";

export type PositionFiltersProps = {
  params: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
};

/** The T&M list's filters; every value lives in the address. */
export function PositionFilters({ params, onChange }: PositionFiltersProps) {
  const { t } = useTranslation("needs");
  const { t: tp } = useTranslation("profiles");
  const technologies = useTechnologies();
  const ids = (params.get("tech") ?? "").split(",").map(Number);
  const selected = (technologies.data ?? [])
    .filter((x) => ids.includes(x.id))
    .map((x) => ({ id: x.id, name: x.name }));
  return (
    <Box
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "2fr 1fr 1fr 1fr 1fr 1fr" },
        alignItems: "center",
        mb: 2,
      }}
      data-testid="position-filters"
    >
      <TechnologiesPicker
        label={t("filters.technology")}
        size="small"
        value={selected}
        onChange={(next) => onChange({ tech: next.map((x) => x.id).join(",") || null })}
        testId="filter-technology"
      />
      <TextField
        select
        size="small"
        label={t("form.seniority")}
        value={params.get("sen") ?? ""}
        onChange={(event) => onChange({ sen: event.target.value || null })}
      >
        <MenuItem value="">{t("filters.any")}</MenuItem>
        {SENIORITIES.map((s) => (
          <MenuItem key={s} value={s}>
            {tp(`seniority.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <FilterTextField
        label={t("form.city")}
        value={params.get("city") ?? ""}
        onCommit={(city) => onChange({ city })}
      />
      <FilterTextField
        label={t("filters.rateMin")}
        type="number"
        value={params.get("rate") ?? ""}
        onCommit={(rate) => onChange({ rate })}
      />
      <TextField
        size="small"
        type="date"
        label={t("filters.startFrom")}
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
        {POSITION_SORTS.map((s) => (
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
