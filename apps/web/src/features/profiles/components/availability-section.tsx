import { PROFILE_LIMITS } from "@mkt/contracts";
import { Box, InputAdornment, Stack } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormCheckbox } from "../../../shared/forms/form-checkbox.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { CitiesField } from "../../../shared/places/city-field.tsx";
import { FormCityField } from "../../../shared/places/form-city-field.tsx";
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
        <FormCityField
          control={control}
          name="city"
          label={t("form.city")}
          maxLength={PROFILE_LIMITS.cityMax}
        />
        <Controller
          control={control}
          name="localities"
          render={({ field, fieldState }) => (
            <CitiesField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              max={PROFILE_LIMITS.localitiesMax}
              label={t("form.localities")}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t("form.localitiesHint")}
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
