import type { EncodedValue } from "@mkt/contracts";
import { MenuItem, Stack } from "@mui/material";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import type { ProfileValues } from "../profile-form-model.ts";
import { LogoField } from "./logo-field.tsx";

export type FinishSectionProps = {
  control: Control<ProfileValues>;
  userId: number;
  logoUrl: string | null;
  companyName: string;
  howDoYouKnow: EncodedValue[];
};

/** The stepper's last step: the logo (saved on upload) and how the company heard of the platform. */
export function FinishSection({ control, userId, logoUrl, companyName, howDoYouKnow }: FinishSectionProps) {
  return (
    <Stack spacing={3}>
      <LogoField userId={userId} logoUrl={logoUrl} companyName={companyName} />
      <HowDoYouKnowField control={control} options={howDoYouKnow} />
    </Stack>
  );
}

export type HowDoYouKnowFieldProps = { control: Control<ProfileValues>; options: EncodedValue[] };

export function HowDoYouKnowField({ control, options }: HowDoYouKnowFieldProps) {
  const { t } = useTranslation("company-profile");
  return (
    <FormTextField
      control={control}
      name="how_do_you_know_id"
      label={t("fields.howDoYouKnow")}
      select
      helperText={t("fields.optional")}
      data-testid="how-field"
    >
      <MenuItem value="">{t("fields.noAnswer")}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
