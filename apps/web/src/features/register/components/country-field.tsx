import { Autocomplete, TextField } from "@mui/material";
import { useMemo } from "react";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { countryOptions } from "../countries.ts";
import type { RegisterValues } from "../register-form-model.ts";

export type CountryFieldProps = { control: Control<RegisterValues> };

/** Searchable country list (ISO-2 value, localised names). */
export function CountryField({ control }: CountryFieldProps) {
  const { t } = useTranslation("register");
  const language = useLanguage();
  const options = useMemo(() => countryOptions(language), [language]);
  return (
    <Controller
      control={control}
      name="country"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          value={options.find((option) => option.code === field.value) ?? null}
          onChange={(_, option) => field.onChange(option?.code ?? "")}
          onBlur={field.onBlur}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.code === value.code}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label={t("fields.country")}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ formHelperText: { role: fieldState.error ? "alert" : undefined } }}
            />
          )}
        />
      )}
    />
  );
}
