import { PROFILE_LIMITS } from "@mkt/contracts";
import { Autocomplete, Box, Chip, InputAdornment, Stack, TextField } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormCheckbox } from "../../../shared/forms/form-checkbox.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import type { ProfileFormValues } from "../profile-form-model.ts";
import { FormSection } from "./form-section.tsx";

export type AvailabilitySectionProps = { control: Control<ProfileFormValues>; showPremium: boolean };

const euro = { input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } } as const;

/** Where and when the consultant works, and the daily rate. */
export function AvailabilitySection({ control, showPremium }: AvailabilitySectionProps) {
  const { t } = useTranslation("profiles");
  return (
    <FormSection
      id="availability"
      title={t("form.sections.availability")}
      description={t("form.sections.availabilityHint")}
    >
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <FormTextField
          control={control}
          name="city"
          label={t("form.city")}
          slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.cityMax } }}
        />
        <Controller
          control={control}
          name="localities"
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              freeSolo
              options={[] as string[]}
              value={field.value}
              onChange={(_, next) =>
                field.onChange(
                  [...new Set(next.map((v) => v.trim()).filter(Boolean))].slice(
                    0,
                    PROFILE_LIMITS.localitiesMax,
                  ),
                )
              }
              onBlur={field.onBlur}
              renderValue={(selected, getItemProps) =>
                selected.map((option, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} size="small" label={option} {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t("form.localities")}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? t("form.localitiesHint")}
                />
              )}
            />
          )}
        />
        <FormTextField
          control={control}
          name="available_from"
          label={t("form.availableFrom")}
          type="date"
          helperText={t("form.availableFromHint")}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "1fr 1fr" }}>
          <FormTextField
            control={control}
            name="daily_rate_min"
            label={t("form.rateMin")}
            type="number"
            slotProps={{
              ...euro,
              htmlInput: { min: 0, max: PROFILE_LIMITS.rateMax, "data-testid": "rate-min" },
            }}
          />
          <FormTextField
            control={control}
            name="daily_rate_max"
            label={t("form.rateMax")}
            type="number"
            slotProps={{
              ...euro,
              htmlInput: { min: 0, max: PROFILE_LIMITS.rateMax, "data-testid": "rate-max" },
            }}
          />
        </Box>
      </Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0, sm: 3 }} sx={{ mt: 1 }}>
        <FormCheckbox control={control} name="remote" label={t("form.remote")} />
        <FormCheckbox control={control} name="full_time" label={t("form.fullTime")} />
        {showPremium ? <FormCheckbox control={control} name="premium" label={t("form.premium")} /> : null}
      </Stack>
    </FormSection>
  );
}
