import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutline";
import { Button, Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { PageLoader } from "../../../shared/components/page-loader.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { confirmEmail } from "../api.ts";
import { ResendConfirmationForm } from "../components/resend-confirmation-form.tsx";

/** Mail link target: /authentication/confirm-email?token=… */
export function ConfirmEmailPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("confirm.title"));
  const language = useLanguage();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const confirmation = useQuery({
    queryKey: ["confirm-email", token],
    queryFn: () => confirmEmail(token),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (token && confirmation.isPending) return <PageLoader minHeight={240} />;

  const alreadyConfirmed =
    isApiError(confirmation.error) && confirmation.error.code === "auth.already_confirmed";
  const confirmed = confirmation.isSuccess || alreadyConfirmed;
  const canResend =
    !token ||
    (isApiError(confirmation.error) &&
      ["auth.link_expired", "auth.link_invalid"].includes(confirmation.error.code));

  return (
    <Stack spacing={2.5} sx={{ alignItems: "center", textAlign: "center" }}>
      {confirmed ? (
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
      ) : (
        <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />
      )}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="confirm-email-title">
        {confirmed ? t("confirm.doneTitle") : t("confirm.failedTitle")}
      </Typography>
      <Typography color="text.secondary" role={confirmed ? "status" : "alert"}>
        {confirmation.isSuccess
          ? t("confirm.doneText")
          : token
            ? errorText(confirmation.error, language)
            : t("confirm.missingToken")}
      </Typography>
      {confirmed ? (
        <Button
          component={RouterLink}
          to="/authentication/login"
          variant="contained"
          size="large"
          data-testid="confirm-login"
        >
          {t("common.goToLogin")}
        </Button>
      ) : null}
      {!confirmed && canResend ? (
        <Stack spacing={1} sx={{ width: "100%", textAlign: "left" }}>
          <Typography variant="subtitle2">{t("confirm.resendIntro")}</Typography>
          <ResendConfirmationForm />
        </Stack>
      ) : null}
      {!confirmed && !canResend ? (
        <Button component={RouterLink} to="/authentication/login" variant="outlined">
          {t("common.backToLogin")}
        </Button>
      ) : null}
    </Stack>
  );
}
