import type { Technology } from "@mkt/contracts";
import { Autocomplete, Chip, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useTechnologies } from "../api.ts";
import type { TechnologyOption } from "../profile-form-model.ts";
import { filterTechnologies, suggestionOf } from "../technology-filter.ts";

/** An option with what the typed text is matched against (aliases, labels): "k8s" suggests Kubernetes. */
type Option = TechnologyOption & Partial<Pick<Technology, "aliases" | "label_it" | "label_en" | "enabled">>;

/** The taxonomy has 2,000+ entries: suggest the best 50 for the typed text rather than render them all. */
const filterOptions = (options: Option[], state: { inputValue: string }) =>
  filterTechnologies(options, state.inputValue);

type CommonProps = {
  label: string;
  error?: string;
  /** Options that may not be picked (already listed elsewhere). */
  excludeIds?: readonly number[];
  testId?: string;
  size?: "small" | "medium";
  onBlur?: () => void;
};

export type TechnologyPickerProps = CommonProps & {
  value: TechnologyOption | null;
  onChange: (value: TechnologyOption | null) => void;
};

export type TechnologiesPickerProps = CommonProps & {
  value: TechnologyOption[];
  onChange: (value: TechnologyOption[]) => void;
  max?: number;
};

function useOptions(excludeIds: readonly number[] = []) {
  const technologies = useTechnologies();
  const exclude = new Set(excludeIds);
  const options: Option[] = (technologies.data ?? []).filter((t) => !exclude.has(t.id)).map(suggestionOf);
  return { options, loading: technologies.isPending };
}

/** One technology from the lookup, typed to search. */
export function TechnologyPicker({
  label,
  error,
  excludeIds,
  testId,
  size,
  value,
  onChange,
  onBlur,
}: TechnologyPickerProps) {
  const { t } = useTranslation("profiles");
  const { options, loading } = useOptions(excludeIds);
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={loading}
      size={size}
      onChange={(_, next) => onChange(next)}
      onBlur={onBlur}
      getOptionLabel={(o) => o.name}
      filterOptions={filterOptions}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t("form.noTechnology")}
      loadingText={t("loading")}
      data-testid={testId}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={Boolean(error)}
          helperText={error}
          slotProps={{ formHelperText: { role: error ? "alert" : undefined } }}
        />
      )}
    />
  );
}

/** Several technologies from the lookup, shown as chips. */
export function TechnologiesPicker({
  label,
  error,
  excludeIds,
  testId,
  size,
  value,
  onChange,
  onBlur,
  max = 20,
}: TechnologiesPickerProps) {
  const { t } = useTranslation("profiles");
  const { options, loading } = useOptions(excludeIds);
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      loading={loading}
      size={size}
      onChange={(_, next) => onChange(next.slice(0, max))}
      onBlur={onBlur}
      getOptionLabel={(o) => o.name}
      filterOptions={filterOptions}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterSelectedOptions
      noOptionsText={t("form.noTechnology")}
      loadingText={t("loading")}
      data-testid={testId}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.name} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
