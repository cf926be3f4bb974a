import { changePasswordBodySchema } from "@mkt/contracts";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { PasswordField } from "../../../shared/forms/password-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type ChangePasswordInput, useChangePassword } from "../api.ts";

const EMPTY: ChangePasswordInput = { current_password: "", password: "", password_confirmation: "" };
const FIELDS = ["current_password", "password", "password_confirmation"] as const;

/** My profile: change the password with the current one (the password rules of the contracts). */
export function ChangePasswordCard() {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const { notify } = useNotice();
  const change = useChangePassword();
  const { control, handleSubmit, setError, reset } = useForm<ChangePasswordInput>({
    defaultValues: EMPTY,
    resolver: contractResolver<ChangePasswordInput>(changePasswordBodySchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      notify(t("password.changed"), "success");
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS, language))
        notify(errorText(error, language), "error");
    }
  });

  return (
    <Card data-testid="change-password-card">
      <CardContent component="form" noValidate onSubmit={onSubmit}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("password.heading")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t("password.text")}
        </Typography>
        <Stack spacing={2.5}>
          <PasswordField
            control={control}
            name="current_password"
            label={t("password.current")}
            autoComplete="current-password"
            required
          />
          <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
            <PasswordField
              control={control}
              name="password"
              label={t("password.new")}
              autoComplete="new-password"
              helperText={t("password.hint")}
              required
            />
            <PasswordField
              control={control}
              name="password_confirmation"
              label={t("password.confirmation")}
              autoComplete="new-password"
              required
            />
          </Stack>
          <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
            <Button
              type="submit"
              variant="contained"
              disabled={change.isPending}
              data-testid="change-password-submit"
            >
              {t("password.submit")}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
