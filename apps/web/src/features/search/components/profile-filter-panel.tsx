import { PROFILE_LIMITS, PROFILE_SEARCH_LIMITS, SENIORITIES } from "@mkt/contracts";
import {
  Autocomplete,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  Switch,
  TextField,
} from "@mui/material";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CitiesField } from "../../../shared/places/city-field.tsx";
import { filterTechnologies } from "../../profiles/index.ts";
import { type SearchFilters, toggled } from "../search-filters.ts";

/** A lookup the panel picks from, as its caller loaded it. */
export type FilterLookup<Option> = { options: Option[]; loading: boolean };
export type TechnologyFilterOption = { id: number; name: string; aliases?: string[]; enabled?: false };
export type LanguageFilterOption = { code: NonNullable<SearchFilters["languages"]>[number]; name: string };

/** What the technology picker gets; the default is a plain multiple choice over `technologies`. */
export type TechnologyPickerSlot = (props: {
  label: string;
  value: TechnologyFilterOption[];
  onChange: (next: TechnologyFilterOption[]) => void;
  testId: string;
}) => ReactNode;

const FLAG_LABELS = {
  only_loco: "filters.onlyLoco",
  now_available: "filters.nowAvailable",
  only_cv_upload: "filters.onlyCv",
  only_profile_feedback: "filters.onlyFeedback",
  premium_profile: "filters.premium",
} as const;
export type FilterFlag = keyof typeof FLAG_LABELS;

export type ProfileFilterPanelProps = {
  filters: SearchFilters;
  onChange: (next: Partial<SearchFilters>) => void;
  technologies: FilterLookup<TechnologyFilterOption>;
  languages: FilterLookup<LanguageFilterOption>;
  /** The namespace of the labels (its `filters.*` keys): the signed-in search's or the open area's. */
  ns: "search" | "open-browse";
  /** Test ids are `<testIdPrefix>-panel`, `-technology`, `-seniority-<s>`, `-rate-min|max`, `-<flag>`. */
  testIdPrefix: string;
  /** The switches under the rate, in order (only_loco stands under the places). */
  flags: Exclude<FilterFlag, "only_loco">[];
  /** Rates must be whole numbers (else any number from 0 to the maximum). */
  wholeRates?: boolean;
  technologyPicker?: TechnologyPickerSlot;
  /** More filters under the seniority, under the languages and under the rate. */
  afterSeniority?: ReactNode;
  afterLanguages?: ReactNode;
  afterRate?: ReactNode;
};

type RateDraft = { min: string; max: string };
const rateOf = (raw: string) => (raw.trim() === "" ? undefined : Number(raw));

/**
 * The profile filters shared by the signed-in talent search and the open area: technologies, seniority,
 * languages, places (+ on site only), daily rate and switches. The lookups come from the caller.
 */
export function ProfileFilterPanel({
  filters,
  onChange,
  technologies,
  languages,
  ns,
  testIdPrefix,
  flags,
  wholeRates = false,
  technologyPicker,
  afterSeniority,
  afterLanguages,
  afterRate,
}: ProfileFilterPanelProps) {
  const { t } = useTranslation(ns);
  const { t: tp } = useTranslation("profiles");
  const techById = new Map(technologies.options.map((tech) => [tech.id, tech]));
  const chosenTech = (filters.technology ?? []).flatMap((id) => techById.get(id) ?? []);
  const languageByCode = new Map(languages.options.map((l) => [l.code, l]));
  const chosenLanguages = (filters.languages ?? []).flatMap((code) => languageByCode.get(code) ?? []);
  const rateBad = (raw: string) => {
    const v = rateOf(raw);
    return (
      v !== undefined &&
      (!(wholeRates ? Number.isInteger(v) : Number.isFinite(v)) || v < 0 || v > PROFILE_LIMITS.rateMax)
    );
  };
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
  const rateInvalid = t("filters.rateInvalid", { max: PROFILE_LIMITS.rateMax });
  const flag = (key: FilterFlag) => (
    <FormControlLabel
      key={key}
      control={
        <Switch
          checked={filters[key] === true}
          onChange={(_, checked) => onChange({ [key]: checked ? true : undefined })}
          slotProps={{ input: { "data-testid": `${testIdPrefix}-${key}` } as object }}
        />
      }
      label={t(FLAG_LABELS[key])}
    />
  );
  const rateField = (which: "min" | "max") => (
    <TextField
      size="small"
      type="number"
      fullWidth
      label={which === "min" ? t("filters.rateMin") : t("filters.rateMax")}
      value={rate[which]}
      onChange={(event) => setRate((r) => ({ ...r, [which]: event.target.value }))}
      onBlur={commitRate}
      onKeyDown={(event) => event.key === "Enter" && commitRate()}
      error={which === "min" ? minBad : maxBad || orderBad}
      helperText={
        which === "min"
          ? minBad
            ? rateInvalid
            : " "
          : maxBad
            ? rateInvalid
            : orderBad
              ? t("filters.rateOrder")
              : " "
      }
      slotProps={{
        htmlInput: { min: 0, max: PROFILE_LIMITS.rateMax, "data-testid": `${testIdPrefix}-rate-${which}` },
      }}
    />
  );
  const pickTechnologies = (next: TechnologyFilterOption[]) =>
    onChange({ technology: next.map((tech) => tech.id) });

  return (
    <Stack spacing={2.5} data-testid={`${testIdPrefix}-panel`}>
      {technologyPicker ? (
        technologyPicker({
          label: t("filters.technology"),
          value: chosenTech,
          onChange: pickTechnologies,
          testId: `${testIdPrefix}-technology`,
        })
      ) : (
        <Autocomplete
          multiple
          size="small"
          options={technologies.options}
          value={chosenTech}
          loading={technologies.loading}
          getOptionLabel={(o) => o.name}
          filterOptions={(options, state) => filterTechnologies(options, state.inputValue)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={t("filters.noTechnology")}
          loadingText={t("loading")}
          onChange={(_, next) => pickTechnologies(next)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t("filters.technology")}
              inputProps={{ ...params.inputProps, "data-testid": `${testIdPrefix}-technology` }}
            />
          )}
        />
      )}
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
                  slotProps={{ input: { "data-testid": `${testIdPrefix}-seniority-${s}` } as object }}
                />
              }
              label={tp(`seniority.${s}`)}
            />
          ))}
        </FormGroup>
      </FormControl>
      {afterSeniority}
      <Autocomplete
        multiple
        size="small"
        options={languages.options}
        value={chosenLanguages}
        loading={languages.loading}
        getOptionLabel={(l) => l.name}
        isOptionEqualToValue={(a, b) => a.code === b.code}
        onChange={(_, next) => onChange({ languages: next.map((l) => l.code) })}
        renderInput={(params) => <TextField {...params} label={t("filters.languages")} />}
      />
      {afterLanguages}
      <Box>
        <CitiesField
          size="small"
          value={filters.localities ?? []}
          onChange={(localities) => onChange({ localities })}
          max={PROFILE_SEARCH_LIMITS.localitiesMax}
          maxLength={80}
          label={t("filters.localities")}
          helperText={t("filters.localitiesHelp")}
        />
        {flag("only_loco")}
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
      {afterRate}
      <FormGroup>{flags.map(flag)}</FormGroup>
    </Stack>
  );
}
