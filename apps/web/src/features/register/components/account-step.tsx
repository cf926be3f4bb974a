import { Stack } from "@mui/material";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { PasswordField } from "../../../shared/forms/password-field.tsx";
import type { RegisterValues } from "../register-form-model.ts";

export type AccountStepProps = { control: Control<RegisterValues>; emailLocked: boolean };

export function AccountStep({ control, emailLocked }: AccountStepProps) {
  const { t } = useTranslation("register");
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={control}
          name="firstname"
          label={t("fields.firstname")}
          autoComplete="given-name"
          required
        />
        <FormTextField
          control={control}
          name="lastname"
          label={t("fields.lastname")}
          autoComplete="family-name"
          required
        />
      </Stack>
      <FormTextField
        control={control}
        name="email"
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        required
        helperText={emailLocked ? t("fields.emailFromSso") : t("fields.emailHint")}
        slotProps={{ htmlInput: { readOnly: emailLocked } }}
      />
      <FormTextField
        control={control}
        name="phone"
        label={t("fields.phone")}
        type="tel"
        autoComplete="tel"
        helperText={t("fields.optional")}
      />
      <PasswordField
        control={control}
        name="password"
        label={t("fields.password")}
        autoComplete="new-password"
        helperText={t("fields.passwordHint")}
        required
      />
      <PasswordField
        control={control}
        name="password_confirmation"
        label={t("fields.passwordConfirmation")}
        autoComplete="new-password"
        required
      />
    </Stack>
  );
}
