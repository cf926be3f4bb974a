import MarkEmailReadIcon from "@mui/icons-material/MarkEmailRead";
import VerifiedIcon from "@mui/icons-material/Verified";
import { Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useResendConfirmation } from "../../auth/index.ts";

export type RegisterSuccessProps = { email: string; emailConfirmed: boolean };

/** After sign-up: check your e-mail (with resend), or go straight to sign-in when SSO verified it. */
export function RegisterSuccess({ email, emailConfirmed }: RegisterSuccessProps) {
  const { t } = useTranslation("register");
  const language = useLanguage();
  const resend = useResendConfirmation();

  if (emailConfirmed) {
    return (
      <Stack spacing={2.5} sx={{ alignItems: "center", textAlign: "center" }} role="status">
        <VerifiedIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("success.readyTitle")}
        </Typography>
        <Typography color="text.secondary">{t("success.readyText")}</Typography>
        <Button component={RouterLink} to="/authentication/login" variant="contained" size="large">
          {t("success.login")}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5} sx={{ alignItems: "center", textAlign: "center" }}>
      <MarkEmailReadIcon color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="register-success">
        {t("success.checkTitle")}
      </Typography>
      <Typography color="text.secondary" role="status">
        {t("success.checkText", { email })}
      </Typography>
      {resend.isSuccess ? <FormAlert severity="success">{t("success.resent")}</FormAlert> : null}
      {resend.isError ? <FormAlert>{errorText(resend.error, language)}</FormAlert> : null}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
        <Button variant="outlined" onClick={() => resend.mutate(email)} disabled={resend.isPending}>
          {t("success.resend")}
        </Button>
        <Button component={RouterLink} to="/authentication/login" variant="contained">
          {t("success.login")}
        </Button>
      </Stack>
    </Stack>
  );
}
