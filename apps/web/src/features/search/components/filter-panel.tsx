import {
  LANGUAGE_LEVELS,
  PROFILE_KINDS,
  PROFILE_LANGUAGE_CODES,
  PROFILE_LIMITS,
  PROFILE_SEARCH_LIMITS,
  SENIORITIES,
} from "@mkt/contracts";
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TechnologiesPicker, useTechnologies } from "../../profiles/index.ts";
import { type SearchFilters, toggled } from "../search-filters.ts";

/** Technology categories (the lookup's `category`), the §3 type_competence. */
export const COMPETENCE_AREAS = [
  "language",
  "framework",
  "data",
  "devops",
  "cloud",
  "frontend",
  "mobile",
  "testing",
  "security",
  "ai",
  "erp",
  "crm",
  "method",
  "design",
] as const;

export type FilterPanelProps = {
  filters: SearchFilters;
  onChange: (next: Partial<SearchFilters>) => void;
  /** Without the profile-type filter (a search fixed to one type). */
  hideKinds?: boolean;
};

type RateDraft = { min: string; max: string };
const rateOf = (raw: string) => (raw.trim() === "" ? undefined : Number(raw));
const rateBad = (raw: string) => {
  const v = rateOf(raw);
  return v !== undefined && (!Number.isFinite(v) || v < 0 || v > PROFILE_LIMITS.rateMax);
};

/** Every filter of the §3 profile filter except the search word (in the page header) and the sort. */
export function FilterPanel({ filters, onChange, hideKinds = false }: FilterPanelProps) {
  const { t } = useTranslation("search");
  const { t: tp } = useTranslation("profiles");
  const technologies = useTechnologies();
  const byId = new Map((technologies.data ?? []).map((tech) => [tech.id, tech]));
  const chosen = (filters.technology ?? []).flatMap((id) => {
    const tech = byId.get(id);
    return tech ? [{ id: tech.id, name: tech.name }] : [];
  });
  const [rate, setRate] = useState<RateDraft>({ min: "", max: "" });
  useEffect(
    () => setRate({ min: filters.rate_min?.toString() ?? "", max: filters.rate_max?.toString() ?? "" }),
    [filters.rate_min, filters.rate_max],
  );
  const minBad = rateBad(rate.min);
  const maxBad = rateBad(rate.max);
  const minRate = rateOf(rate.min);
  const orderBad = !minBad && !maxBad && minRate !== undefined && (rateOf(rate.max) ?? Infinity) < minRate;
  const commitRate = () => {
    if (minBad || maxBad || orderBad) return;
    const min = rateOf(rate.min);
    const max = rateOf(rate.max);
    if (min !== filters.rate_min || max !== filters.rate_max) onChange({ rate_min: min, rate_max: max });
  };
  const flag = (
    key: "only_loco" | "now_available" | "only_cv_upload" | "only_profile_feedback" | "premium_profile",
    label: string,
  ) => (
    <FormControlLabel
      control={
        <Switch
          checked={filters[key] === true}
          onChange={(_, checked) => onChange({ [key]: checked ? true : undefined })}
          slotProps={{ input: { "data-testid": `search-filter-${key}` } as object }}
        />
      }
      label={label}
    />
  );

  return (
    <Stack spacing={2.5} data-testid="search-filter-panel">
      <TechnologiesPicker
        size="small"
        label={t("filters.technology")}
        value={chosen}
        onChange={(next) => onChange({ technology: next.map((tech) => tech.id) })}
        testId="search-filter-technology"
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">{t("filters.seniority")}</FormLabel>
        <FormGroup row>
          {SENIORITIES.map((s) => (
            <FormControlLabel
              key={s}
              control={
                <Checkbox
                  size="small"
                  checked={filters.seniority?.includes(s) ?? false}
                  onChange={() => onChange({ seniority: toggled(filters.seniority, s) })}
                  slotProps={{ input: { "data-testid": `search-filter-seniority-${s}` } as object }}
                />
              }
              label={tp(`seniority.${s}`)}
            />
          ))}
        </FormGroup>
      </FormControl>
      {hideKinds ? null : (
        <FormControl component="fieldset">
          <FormLabel component="legend">{t("filters.typeProfiles")}</FormLabel>
          <FormGroup row>
            {PROFILE_KINDS.map((k) => (
              <FormControlLabel
                key={k}
                control={
                  <Checkbox
                    size="small"
                    checked={filters.type_profiles?.includes(k) ?? false}
                    onChange={() => onChange({ type_profiles: toggled(filters.type_profiles, k) })}
                  />
                }
                label={t(`kind.${k}`)}
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
      <TextField
        select
        size="small"
        label={t("filters.typeCompetence")}
        value={filters.type_competence ?? ""}
        onChange={(event) => onChange({ type_competence: event.target.value || undefined })}
      >
        <MenuItem value="">{t("filters.anyCompetence")}</MenuItem>
        {COMPETENCE_AREAS.map((area) => (
          <MenuItem key={area} value={area}>
            {t(`competence.${area}`)}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        size="small"
        options={[...PROFILE_LANGUAGE_CODES]}
        value={filters.languages ?? []}
        getOptionLabel={(code) => tp(`languageNames.${code}`)}
        onChange={(_, next) => onChange({ languages: next })}
        renderInput={(params) => <TextField {...params} label={t("filters.languages")} />}
      />
      <TextField
        select
        size="small"
        label={t("filters.languageLevel")}
        value={filters.type_languages ?? ""}
        onChange={(event) =>
          onChange({ type_languages: (event.target.value || undefined) as SearchFilters["type_languages"] })
        }
      >
        <MenuItem value="">{t("filters.anyLevel")}</MenuItem>
        {LANGUAGE_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {tp(`languageLevel.${level}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Autocomplete
          multiple
          freeSolo
          size="small"
          options={[] as string[]}
          value={filters.localities ?? []}
          onChange={(_, next) =>
            onChange({
              localities: [...new Set(next.map((v) => v.trim().slice(0, 80)).filter(Boolean))].slice(
                0,
                PROFILE_SEARCH_LIMITS.localitiesMax,
              ),
            })
          }
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={option} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField {...params} label={t("filters.localities")} helperText={t("filters.localitiesHelp")} />
          )}
        />
        {flag("only_loco", t("filters.onlyLoco"))}
      </Box>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {t("filters.rate")}
        </FormLabel>
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            type="number"
            label={t("filters.rateMin")}
            fullWidth
            value={rate.min}
            onChange={(event) => setRate((r) => ({ ...r, min: event.target.value }))}
            onBlur={commitRate}
            onKeyDown={(event) => event.key === "Enter" && commitRate()}
            error={minBad}
            helperText={minBad ? t("filters.rateInvalid") : " "}
            slotProps={{
              htmlInput: { min: 0, max: PROFILE_LIMITS.rateMax, "data-testid": "search-filter-rate-min" },
            }}
          />
          <TextField
            size="small"
            type="number"
            label={t("filters.rateMax")}
            fullWidth
            value={rate.max}
            onChange={(event) => setRate((r) => ({ ...r, max: event.target.value }))}
            onBlur={commitRate}
            onKeyDown={(event) => event.key === "Enter" && commitRate()}
            error={maxBad || orderBad}
            helperText={maxBad ? t("filters.rateInvalid") : orderBad ? t("filters.rateOrder") : " "}
            slotProps={{
              htmlInput: { min: 0, max: PROFILE_LIMITS.rateMax, "data-testid": "search-filter-rate-max" },
            }}
          />
        </Stack>
      </FormControl>
      <TextField
        select
        size="small"
        label={t("filters.workload")}
        value={filters.full_time === undefined ? "" : filters.full_time ? "1" : "0"}
        onChange={(event) =>
          onChange({ full_time: event.target.value === "" ? undefined : event.target.value === "1" })
        }
      >
        <MenuItem value="">{t("filters.anyWorkload")}</MenuItem>
        <MenuItem value="1">{t("filters.fullTime")}</MenuItem>
        <MenuItem value="0">{t("filters.partTime")}</MenuItem>
      </TextField>
      <FormGroup>
        {flag("now_available", t("filters.nowAvailable"))}
        {flag("only_cv_upload", t("filters.onlyCv"))}
        {flag("only_profile_feedback", t("filters.onlyFeedback"))}
        {flag("premium_profile", t("filters.premium"))}
      </FormGroup>
    </Stack>
  );
}

export function ClearFiltersButton({ onClear, disabled }: { onClear: () => void; disabled: boolean }) {
  const { t } = useTranslation("search");
  return (
    <Button onClick={onClear} disabled={disabled} data-testid="search-clear">
      {t("filters.clear")}
    </Button>
  );
}
