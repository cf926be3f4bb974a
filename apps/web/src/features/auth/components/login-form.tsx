import { passwordLoginSchema } from "@mkt/contracts";
import { Button, Link, Stack } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { PasswordField } from "../../../shared/forms/password-field.tsx";
import { errorCodeText, errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type LoginOutcome, useLoginMutation, useResendConfirmation } from "../api.ts";

type LoginValues = { email: string; password: string };
const FIELDS = ["email", "password"] as const;

/** A session, or the challenge of two-factor sign-in (the page then asks for the code). */
export type LoginFormProps = { onLoggedIn: (outcome: LoginOutcome) => void };

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation("auth");
  const language = useLanguage();
  const { notify } = useNotice();
  const loginMutation = useLoginMutation();
  const resend = useResendConfirmation();
  const { control, handleSubmit, setError, getValues } = useForm<LoginValues>({
    defaultValues: { email: "", password: "" },
    resolver: contractResolver<LoginValues>(passwordLoginSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    const credentials = passwordLoginSchema.parse(values);
    try {
      onLoggedIn(await loginMutation.mutateAsync(credentials));
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.code === "auth.unknown_email") {
        setError(
          "email",
          { type: error.code, message: errorCodeText(error.code, language) },
          { shouldFocus: true },
        );
      } else if (error.code === "auth.wrong_password") {
        setError(
          "password",
          { type: error.code, message: errorCodeText(error.code, language) },
          { shouldFocus: true },
        );
      } else {
        applyServerFieldErrors(error, setError, FIELDS, language);
      }
    }
  });

  const failure = loginMutation.error;
  const fieldLevel =
    isApiError(failure) && ["auth.unknown_email", "auth.wrong_password"].includes(failure.code);
  const showAlert = failure && !fieldLevel && !(isApiError(failure) && failure.fieldErrors.length > 0);
  const notConfirmed = isApiError(failure) && failure.code === "auth.email_not_confirmed";

  const resendConfirmation = () =>
    resend.mutate(getValues("email").trim(), {
      onSuccess: () => notify(t("login.resendDone"), "success"),
      onError: (error) => notify(errorText(error, language), "error"),
    });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label={t("login.title")}>
      {showAlert ? (
        <FormAlert
          key={isApiError(failure) ? failure.code : "error"}
          action={
            notConfirmed ? (
              <Button color="inherit" size="small" onClick={resendConfirmation} disabled={resend.isPending}>
                {t("login.resend")}
              </Button>
            ) : undefined
          }
        >
          {errorText(failure, language)}
        </FormAlert>
      ) : null}
      <FormTextField
        control={control}
        name="email"
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        required
      />
      <PasswordField
        control={control}
        name="password"
        label={t("fields.password")}
        autoComplete="current-password"
        required
      />
      <Link
        component={RouterLink}
        to="/authentication/forgot-password"
        variant="body2"
        sx={{ alignSelf: "flex-end" }}
      >
        {t("login.forgot")}
      </Link>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={loginMutation.isPending}
        data-testid="login-submit"
      >
        {loginMutation.isPending ? t("login.submitting") : t("login.submit")}
      </Button>
    </Stack>
  );
}
