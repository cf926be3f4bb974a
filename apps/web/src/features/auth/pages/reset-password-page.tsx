import { resetPasswordBodySchema } from "@mkt/contracts";
import { Box, Button, Link, Stack, Typography } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { PasswordField } from "../../../shared/forms/password-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useResetPassword } from "../api.ts";

type ResetValues = { password: string; password_confirmation: string };
const FIELDS = ["password", "password_confirmation"] as const;

export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("reset.title"));
  const language = useLanguage();
  const [params] = useSearchParams();
  const resetToken = params.get("reset_token") ?? "";
  const reset = useResetPassword();
  const { control, handleSubmit, setError } = useForm<ResetValues>({
    defaultValues: { password: "", password_confirmation: "" },
    resolver: contractResolver<ResetValues>(resetPasswordBodySchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ resetToken, ...values });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS, language);
    }
  });

  if (!resetToken) {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("reset.title")}
        </Typography>
        <FormAlert>{t("reset.missingToken")}</FormAlert>
        <Button component={RouterLink} to="/authentication/forgot-password" variant="contained">
          {t("reset.requestNew")}
        </Button>
      </Stack>
    );
  }

  if (reset.isSuccess) {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("reset.doneTitle")}
        </Typography>
        <FormAlert severity="success">{t("reset.doneText")}</FormAlert>
        <Button component={RouterLink} to="/authentication/login" variant="contained">
          {t("common.goToLogin")}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("reset.title")}
        </Typography>
        <Typography color="text.secondary">{t("reset.subtitle")}</Typography>
      </Box>
      {reset.isError ? (
        <FormAlert>
          {errorText(reset.error, language)}{" "}
          <Link component={RouterLink} to="/authentication/forgot-password">
            {t("reset.requestNew")}
          </Link>
        </FormAlert>
      ) : null}
      <PasswordField
        control={control}
        name="password"
        label={t("fields.newPassword")}
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
      <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
        {t("reset.submit")}
      </Button>
    </Stack>
  );
}
