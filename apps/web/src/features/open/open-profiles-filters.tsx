import { PROFILE_LIMITS, PROFILE_SEARCH_LIMITS, SENIORITIES } from "@mkt/contracts";
import {
  Autocomplete,
  Box,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  Switch,
  TextField,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ProfileSearchFilters, toggledFilter } from "../search/index.ts";
import { useOpenLanguages, useOpenTechnologies } from "./browse-api.ts";

export type OpenProfilesFiltersProps = {
  filters: ProfileSearchFilters;
  onChange: (next: Partial<ProfileSearchFilters>) => void;
};

type RateDraft = { min: string; max: string };
const rateOf = (raw: string) => (raw.trim() === "" ? undefined : Number(raw));
const rateBad = (raw: string) => {
  const v = rateOf(raw);
  return v !== undefined && (!Number.isInteger(v) || v < 0 || v > PROFILE_LIMITS.rateMax);
};

/**
 * The visitor's profile filters: the signed-in search's names (technology, seniority, languages, localities,
 * only_loco, rate_min/max, now_available, only_profile_feedback) over the open lookups (getTechOpen,
 * getLanguagesOpen), which need no account.
 */
export function OpenProfilesFilters({ filters, onChange }: OpenProfilesFiltersProps) {
  const { t } = useTranslation("open-browse");
  const { t: tp } = useTranslation("profiles");
  const technologies = useOpenTechnologies();
  const languages = useOpenLanguages();
  const techOptions = (technologies.data ?? []).map((tech) => ({ id: tech.id, name: tech.name }));
  const chosenTech = techOptions.filter((tech) => filters.technology?.includes(tech.id));
  const languageOptions = languages.data ?? [];
  const chosenLanguages = languageOptions.filter((l) => filters.languages?.includes(l.code));
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
  const flag = (key: "only_loco" | "now_available" | "only_profile_feedback", label: string) => (
    <FormControlLabel
      control={
        <Switch
          checked={filters[key] === true}
          onChange={(_, checked) => onChange({ [key]: checked ? true : undefined })}
          slotProps={{ input: { "data-testid": `open-filter-${key}` } as object }}
        />
      }
      label={label}
    />
  );
  const rateField = (which: "min" | "max") => {
    const bad = which === "min" ? minBad : maxBad || orderBad;
    const help =
      which === "min"
        ? minBad
          ? t("filters.rateInvalid", { max: PROFILE_LIMITS.rateMax })
          : " "
        : maxBad
          ? t("filters.rateInvalid", { max: PROFILE_LIMITS.rateMax })
          : orderBad
            ? t("filters.rateOrder")
            : " ";
    return (
      <TextField
        size="small"
        type="number"
        fullWidth
        label={which === "min" ? t("filters.rateMin") : t("filters.rateMax")}
        value={rate[which]}
        onChange={(event) => setRate((r) => ({ ...r, [which]: event.target.value }))}
        onBlur={commitRate}
        onKeyDown={(event) => event.key === "Enter" && commitRate()}
        error={bad}
        helperText={help}
        slotProps={{
          htmlInput: { min: 0, max: PROFILE_LIMITS.rateMax, "data-testid": `open-filter-rate-${which}` },
        }}
      />
    );
  };

  return (
    <Stack spacing={2.5} data-testid="open-filter-panel">
      <Autocomplete
        multiple
        size="small"
        options={techOptions}
        value={chosenTech}
        loading={technologies.isPending}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={t("filters.noTechnology")}
        loadingText={t("loading")}
        onChange={(_, next) => onChange({ technology: next.map((tech) => tech.id) })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t("filters.technology")}
            inputProps={{ ...params.inputProps, "data-testid": "open-filter-technology" }}
          />
        )}
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
                  onChange={() => onChange({ seniority: toggledFilter(filters.seniority, s) })}
                  slotProps={{ input: { "data-testid": `open-filter-seniority-${s}` } as object }}
                />
              }
              label={tp(`seniority.${s}`)}
            />
          ))}
        </FormGroup>
      </FormControl>
      <Autocomplete
        multiple
        size="small"
        options={languageOptions}
        value={chosenLanguages}
        loading={languages.isPending}
        getOptionLabel={(l) => l.name}
        isOptionEqualToValue={(a, b) => a.code === b.code}
        onChange={(_, next) => onChange({ languages: next.map((l) => l.code) })}
        renderInput={(params) => <TextField {...params} label={t("filters.languages")} />}
      />
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
          {rateField("min")}
          {rateField("max")}
        </Stack>
      </FormControl>
      <FormGroup>
        {flag("now_available", t("filters.nowAvailable"))}
        {flag("only_profile_feedback", t("filters.onlyFeedback"))}
      </FormGroup>
    </Stack>
  );
}
