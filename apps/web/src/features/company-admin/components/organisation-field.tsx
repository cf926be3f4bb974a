import { Autocomplete, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { AddCompanyValues } from "../add-company-model.ts";
import { useOrganisations } from "../api.ts";

type Option = { id: number; name: string };

/** Staff's Add Company: the optional Company Administrator organisation, searched among type company_admin. */
export function OrganisationField({ control }: { control: Control<AddCompanyValues> }) {
  const { t } = useTranslation("company-admin");
  const [input, setInput] = useState("");
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Option | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const organisations = useOrganisations(search, true);
  const options: Option[] = (organisations.data?.items ?? []).map((row) => ({ id: row.id, name: row.name }));
  return (
    <Controller
      control={control}
      name="admin_company_id"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          value={chosen}
          onChange={(_, option) => {
            setChosen(option);
            field.onChange(option?.id ?? null);
          }}
          onInputChange={(_, value) => setInput(value)}
          onBlur={field.onBlur}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(all) => all}
          loading={organisations.isFetching}
          noOptionsText={t("form.noOrganisation")}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label={t("form.organisation")}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t("form.organisationHint")}
              slotProps={{ htmlInput: { ...params.inputProps, "data-testid": "organisation-input" } }}
            />
          )}
        />
      )}
    />
  );
}
