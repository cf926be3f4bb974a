import { mfaLoginBodySchema, mfaRecoveryLoginBodySchema, type SessionUser } from "@mkt/contracts";
import { Box, Button, Link, Stack, Typography } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../shared/api/api-error.ts";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { TwoFactorCodeField } from "../../account/index.ts";
import { completeLogin, loginWithRecoveryCode, loginWithTotp } from "../api.ts";

type Mode = "app" | "recovery";
type Values = { challenge: string; code: string; recovery_code: string };

export type TwoFactorStepProps = {
  challenge: string;
  onLoggedIn: (user: SessionUser) => void;
  onBack: () => void;
};

/** The login's second step: the authenticator app's 6-digit code, or one of the printed recovery codes. */
export function TwoFactorStep({ challenge, onLoggedIn, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation("two-factor");
  const language = useLanguage();
  const [mode, setMode] = useState<Mode>("app");
  const { control, handleSubmit, setError, clearErrors } = useForm<Values, Mode>({
    defaultValues: { challenge, code: "", recovery_code: "" },
    context: mode,
    resolver: contractResolver<Values, Mode>((m) =>
      m === "recovery" ? mfaRecoveryLoginBodySchema : mfaLoginBodySchema,
    ),
  });
  const verify = useMutation({
    mutationFn: async (values: Values) =>
      completeLogin(
        mode === "app"
          ? await loginWithTotp(challenge, mfaLoginBodySchema.parse(values).code)
          : await loginWithRecoveryCode(challenge, mfaRecoveryLoginBodySchema.parse(values).recovery_code),
      ),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onLoggedIn(await verify.mutateAsync(values));
    } catch (error) {
      applyServerFieldErrors(error, setError, ["code", "recovery_code"], language);
    }
  });

  const switchMode = () => {
    verify.reset();
    clearErrors();
    setMode(mode === "app" ? "recovery" : "app");
  };

  const failure = verify.error;
  const showAlert = failure && !(isApiError(failure) && failure.fieldErrors.length > 0);
  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="two-factor-step-title"
      data-testid="two-factor-step"
    >
      <Box>
        <Typography id="two-factor-step-title" variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("login.title")}
        </Typography>
        <Typography color="text.secondary">
          {mode === "app" ? t("login.text") : t("login.recoveryText")}
        </Typography>
      </Box>
      {showAlert ? (
        <FormAlert key={isApiError(failure) ? failure.code : "error"}>
          {errorText(failure, language)}
        </FormAlert>
      ) : null}
      {mode === "app" ? (
        <TwoFactorCodeField
          key="code"
          control={control}
          name="code"
          label={t("fields.code")}
          required
          autoFocus
        />
      ) : (
        <FormTextField
          key="recovery"
          control={control}
          name="recovery_code"
          label={t("fields.recoveryCode")}
          autoComplete="off"
          required
          autoFocus
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: "monospace" } } }}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={verify.isPending}
        data-testid="two-factor-submit"
      >
        {t("login.submit")}
      </Button>
      <Stack direction="row" sx={{ justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={switchMode}
          data-testid="two-factor-switch"
        >
          {mode === "app" ? t("login.useRecovery") : t("login.useApp")}
        </Link>
        <Link component="button" type="button" variant="body2" onClick={onBack}>
          {t("login.back")}
        </Link>
      </Stack>
    </Stack>
  );
}
