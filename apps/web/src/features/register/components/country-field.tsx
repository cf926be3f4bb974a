import { Autocomplete, TextField } from "@mui/material";
import { useMemo } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { countryOptions } from "../countries.ts";

/** Any form with a `country` field (ISO-2 code): the sign-up form, Add Company (company administrators). */
export type CountryFieldProps<T extends FieldValues & { country: string }> = { control: Control<T> };

/** Searchable country list (ISO-2 value, localised names). */
export function CountryField<T extends FieldValues & { country: string }>({ control }: CountryFieldProps<T>) {
  const { t } = useTranslation("register");
  const language = useLanguage();
  const options = useMemo(() => countryOptions(language), [language]);
  return (
    <Controller
      control={control}
      name={"country" as Path<T>}
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
