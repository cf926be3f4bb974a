import { LANGUAGE_LEVELS, PROFILE_KINDS, TECHNOLOGY_CATEGORIES } from "@mkt/contracts";
import {
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  TextField,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { pickableLanguages, useSpokenLanguages } from "../../../shared/api/spoken-languages.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { TechnologiesPicker, useTechnologies } from "../../profiles/index.ts";
import { type SearchFilters, toggled } from "../search-filters.ts";
import { ProfileFilterPanel } from "./profile-filter-panel.tsx";

/** Technology categories (the lookup's `category`, issue 19's taxonomy), the §3 type_competence. */
export const COMPETENCE_AREAS = TECHNOLOGY_CATEGORIES;

export type FilterPanelProps = {
  filters: SearchFilters;
  onChange: (next: Partial<SearchFilters>) => void;
  /** Without the profile-type filter (a search fixed to one type). */
  hideKinds?: boolean;
};

/** Every filter of the §3 profile filter except the search word (in the page header) and the sort. */
export function FilterPanel({ filters, onChange, hideKinds = false }: FilterPanelProps) {
  const { t } = useTranslation("search");
  const { t: tp } = useTranslation("profiles");
  const technologies = useTechnologies();
  const techOptions = (technologies.data ?? []).map((tech) => ({
    id: tech.id,
    name: tech.name,
    aliases: tech.aliases,
    enabled: tech.enabled,
  }));
  const language = useLanguage();
  const spoken = useSpokenLanguages();
  // The staff's languages (GET languages): enabled ones, plus any still in the filter from an older address.
  const languageOptions = pickableLanguages(spoken.data, filters.languages ?? [], language);
  return (
    <ProfileFilterPanel
      filters={filters}
      onChange={onChange}
      technologies={{ options: techOptions, loading: technologies.isPending }}
      languages={{ options: languageOptions, loading: spoken.isPending }}
      ns="search"
      testIdPrefix="search-filter"
      flags={["now_available", "only_cv_upload", "only_profile_feedback", "premium_profile"]}
      technologyPicker={(picker) => <TechnologiesPicker size="small" {...picker} />}
      afterSeniority={
        <>
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
        </>
      }
      afterLanguages={
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
      }
      afterRate={
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
      }
    />
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
