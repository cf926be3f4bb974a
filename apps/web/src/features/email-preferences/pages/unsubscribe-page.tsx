import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutline";
import { Button, Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { PageLoader } from "../../../shared/components/page-loader.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { optOut } from "../api.ts";

/**
 * Mail link target, no login: /authentication/unsubscribe/notifications?token=… (every notification mail off)
 * or /authentication/unsubscribe/newsletter?token=… (the newsletter off).
 */
export function UnsubscribePage() {
  const { t } = useTranslation("email-preferences");
  const language = useLanguage();
  const kind = useParams().kind === "newsletter" ? "newsletter" : "notifications";
  useDocumentTitle(t(`unsubscribe.${kind}.title`));
  const token = useSearchParams()[0].get("token") ?? "";
  const result = useQuery({
    queryKey: ["unsubscribe", kind, token],
    queryFn: () => optOut(kind, token),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (token && result.isPending) return <PageLoader minHeight={240} />;
  const done = result.isSuccess;
  return (
    <Stack spacing={2.5} sx={{ alignItems: "center", textAlign: "center" }} data-testid="unsubscribe-page">
      {done ? (
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
      ) : (
        <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />
      )}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="unsubscribe-title">
        {done ? t(`unsubscribe.${kind}.done`) : t("unsubscribe.failed")}
      </Typography>
      <Typography color="text.secondary" role={done ? "status" : "alert"} data-testid="unsubscribe-text">
        {done
          ? t(`unsubscribe.${kind}.text`, { email: result.data.email })
          : token
            ? errorText(result.error, language)
            : t("unsubscribe.missingToken")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("unsubscribe.manage")}
      </Typography>
      <Button component={RouterLink} to="/authentication/login" variant="outlined">
        {t("unsubscribe.login")}
      </Button>
    </Stack>
  );
}
