import type { EncodedValue } from "@mkt/contracts";
import { Autocomplete, Chip, MenuItem, Stack, TextField } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { MAX_SECTORS, type ProfileValues } from "../profile-form-model.ts";

export type SectorOption = { id: number; name: string };

export type CompanySectionProps = {
  control: Control<ProfileValues>;
  sectors: SectorOption[];
  sizes: EncodedValue[];
  revenues: EncodedValue[];
};

/** Company name, job sectors (up to five), size and revenue. */
export function CompanySection({ control, sectors, sizes, revenues }: CompanySectionProps) {
  const { t } = useTranslation("company-profile");
  const byId = new Map(sectors.map((sector) => [sector.id, sector]));
  return (
    <Stack spacing={2.5}>
      <FormTextField
        control={control}
        name="name"
        label={t("fields.name")}
        autoComplete="organization"
        required
      />
      <Controller
        control={control}
        name="sectors"
        render={({ field, fieldState }) => {
          const value = field.value
            .map((id) => byId.get(id))
            .filter((s): s is SectorOption => s !== undefined);
          return (
            <Autocomplete
              multiple
              options={sectors}
              value={value}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, selected) => option.id === selected.id}
              getOptionDisabled={(option) =>
                field.value.length >= MAX_SECTORS && !field.value.includes(option.id)
              }
              onChange={(_, selected) => field.onChange(selected.map((s) => s.id))}
              onBlur={field.onBlur}
              noOptionsText={t("fields.noSectors")}
              renderValue={(selected, getItemProps) =>
                selected.map((option, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} size="small" label={option.name} {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={field.name}
                  inputRef={field.ref}
                  label={t("fields.sectors")}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? t("fields.sectorsHint", { max: MAX_SECTORS })}
                  slotProps={{ formHelperText: { role: fieldState.error ? "alert" : undefined } }}
                />
              )}
              data-testid="sectors-field"
            />
          );
        }}
      />
      <FormTextField
        control={control}
        name="number_employees_id"
        label={t("fields.size")}
        select
        required
        data-testid="size-field"
      >
        {sizes.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="revenue_id"
        label={t("fields.revenue")}
        select
        helperText={t("fields.optional")}
        data-testid="revenue-field"
      >
        <MenuItem value="">{t("fields.noAnswer")}</MenuItem>
        {revenues.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.label}
          </MenuItem>
        ))}
      </FormTextField>
    </Stack>
  );
}
