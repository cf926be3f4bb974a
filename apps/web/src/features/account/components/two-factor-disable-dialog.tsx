import { mfaDisableBodySchema } from "@mkt/contracts";
import { Stack, Typography } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { PasswordField } from "../../../shared/forms/password-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useDisableTwoFactor } from "../two-factor-api.ts";
import { isFieldError } from "./two-factor-enrol-dialog.tsx";

type Values = { password: string; code: string };
const FIELDS = ["password", "code"] as const;

/** Turning two-factor sign-in off: the password and an app code (or a recovery code). */
export function TwoFactorDisableDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation("two-factor");
  const language = useLanguage();
  const disable = useDisableTwoFactor();
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { password: "", code: "" },
    resolver: contractResolver<Values>(mfaDisableBodySchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(mfaDisableBodySchema.parse(values));
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS, language);
    }
  });

  return (
    <FormDialog
      title={t("disable.title")}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={disable.isPending}
      cancelLabel={t("cancel")}
      submitLabel={t("disable.submit")}
      submitColor="error"
      submitTestId="two-factor-disable-submit"
      testId="two-factor-disable-dialog"
      error={isFieldError(disable.error) ? null : disable.error}
    >
      <Stack spacing={2}>
        <Typography>{t("disable.text")}</Typography>
        <PasswordField
          control={control}
          name="password"
          label={t("fields.password")}
          autoComplete="current-password"
          required
        />
        <FormTextField
          control={control}
          name="code"
          label={t("fields.codeOrRecovery")}
          autoComplete="one-time-code"
          required
        />
      </Stack>
    </FormDialog>
  );
}
