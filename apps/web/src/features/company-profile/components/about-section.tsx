import { COMPANY_LIMITS } from "@mkt/contracts";
import { Box, Stack, TextField } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { descriptionLength, type ProfileValues } from "../profile-form-model.ts";

export type AboutSectionProps = { control: Control<ProfileValues> };

/** City, website and the description with its live counter. */
export function AboutSection({ control }: AboutSectionProps) {
  const { t } = useTranslation("company-profile");
  return (
    <Stack spacing={2.5}>
      <FormTextField
        control={control}
        name="city"
        label={t("fields.city")}
        autoComplete="address-level2"
        required
      />
      <FormTextField
        control={control}
        name="website"
        label={t("fields.website")}
        placeholder="https://"
        type="url"
        autoComplete="url"
        helperText={t("fields.websiteHint")}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => {
          const length = descriptionLength(field.value);
          return (
            <TextField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={t("fields.description")}
              required
              multiline
              minRows={5}
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={
                <Box component="span" sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
                  <span>
                    {fieldState.error?.message ??
                      t("fields.descriptionHint", { min: COMPANY_LIMITS.descriptionMin })}
                  </span>
                  <Box component="span" sx={{ flexShrink: 0 }} data-testid="description-counter">
                    {length}/{COMPANY_LIMITS.descriptionMax}
                  </Box>
                </Box>
              }
              slotProps={{
                htmlInput: { maxLength: COMPANY_LIMITS.descriptionMax + 200 },
                formHelperText: { role: fieldState.error ? "alert" : undefined, component: "div" },
              }}
            />
          );
        }}
      />
    </Stack>
  );
}
