import { PROFILE_LIMITS, SENIORITIES } from "@mkt/contracts";
import { Box, MenuItem } from "@mui/material";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import type { ProfileFormValues } from "../profile-form-model.ts";
import { FormSection } from "./form-section.tsx";
import { PhotoField, type PhotoFieldProps } from "./photo-field.tsx";

export type IdentitySectionProps = { control: Control<ProfileFormValues>; photo: PhotoFieldProps };

/** Identity and title: names, photo, title, seniority, contacts and summary. */
export function IdentitySection({ control, photo }: IdentitySectionProps) {
  const { t } = useTranslation("profiles");
  return (
    <FormSection
      id="identity"
      title={t("form.sections.identity")}
      description={t("form.sections.identityHint")}
    >
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "auto 1fr" } }}>
        <PhotoField {...photo} />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <FormTextField
            control={control}
            name="firstname"
            label={t("form.firstname")}
            required
            slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.nameMax } }}
          />
          <FormTextField
            control={control}
            name="lastname"
            label={t("form.lastname")}
            required
            slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.nameMax } }}
          />
          <FormTextField
            control={control}
            name="title"
            label={t("form.title")}
            placeholder={t("form.titlePlaceholder")}
            required
            slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.titleMax } }}
          />
          <FormTextField control={control} name="seniority" label={t("form.seniority")} select required>
            {SENIORITIES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`seniority.${s}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t("form.email")}
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="phone"
            type="tel"
            label={t("form.phone")}
            autoComplete="off"
          />
        </Box>
      </Box>
      <Box sx={{ mt: 2 }}>
        <FormTextField
          control={control}
          name="summary"
          label={t("form.summary")}
          helperText={t("form.summaryHint")}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.summaryMax } }}
        />
      </Box>
    </FormSection>
  );
}
