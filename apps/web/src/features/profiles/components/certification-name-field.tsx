import { Autocomplete, TextField } from "@mui/material";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useTechnologies } from "../api.ts";
import {
  type CertificationOption,
  certificationNameOf,
  certificationOptions,
} from "../certification-pick.ts";
import { filterTechnologies } from "../technology-filter.ts";

export type CertificationNameFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  /** The row's name path (…name) and its technology_id path. */
  name: FieldPath<TValues>;
  technologyIdName: FieldPath<TValues>;
  label: string;
  required?: boolean;
  autoFocus?: boolean;
  /** data-testid of the text input. */
  inputTestId?: string;
};

const filterOptions = (options: CertificationOption[], state: { inputValue: string }) =>
  filterTechnologies(options, state.inputValue);

/**
 * A certification's name (issue 17 item 3): suggests the enabled entries of the taxonomy's certification category
 * by name, alias or label (the pickers' filterTechnologies) and links the row to the one picked (technology_id);
 * text the list does not know is kept as typed, unlinked. A row linked to an entry switched off since still shows
 * its name; such entries are never suggested.
 */
export function CertificationNameField<TValues extends FieldValues>({
  control,
  name,
  technologyIdName,
  label,
  required,
  autoFocus,
  inputTestId,
}: CertificationNameFieldProps<TValues>) {
  const { t } = useTranslation("profiles");
  const nameField = useController({ control, name });
  const idField = useController({ control, name: technologyIdName });
  const technologies = useTechnologies();
  const options = certificationOptions(technologies.data ?? []);
  const text: string = nameField.field.value ?? "";
  const id: number | null = idField.field.value ?? null;
  const value: CertificationOption | string | null =
    id !== null ? (options.find((o) => o.id === id) ?? { id, name: text }) : text || null;
  const error = nameField.fieldState.error?.message ?? idField.fieldState.error?.message;
  const set = (next: CertificationOption | string | null) => {
    const picked = certificationNameOf(next);
    nameField.field.onChange(picked.name);
    idField.field.onChange(picked.technology_id);
  };
  return (
    <Autocomplete<CertificationOption, false, false, true>
      freeSolo
      options={options}
      value={value}
      inputValue={text}
      loading={technologies.isPending}
      onChange={(_, next) => set(next)}
      onInputChange={(_, next, reason) => {
        // "reset" follows a pick (the name is already set); typing and clearing unlink the row.
        if (reason === "input" || reason === "clear") set(next || null);
      }}
      onBlur={nameField.field.onBlur}
      getOptionLabel={(o) => (typeof o === "string" ? o : o.name)}
      isOptionEqualToValue={(a, b) => typeof b !== "string" && a.id === b.id}
      filterOptions={filterOptions}
      loadingText={t("loading")}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={nameField.field.ref}
          label={label}
          required={required}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? t("form.certificationHint")}
          slotProps={{
            htmlInput: { ...params.inputProps, maxLength: 160, "data-testid": inputTestId },
            formHelperText: { role: error ? "alert" : undefined },
          }}
        />
      )}
    />
  );
}
