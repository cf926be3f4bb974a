import { Stack, Typography } from "@mui/material";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { queryClient } from "../../../shared/api/query-client.ts";
import { PageLoader } from "../../../shared/components/page-loader.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { safeReturnUrl } from "../../../shared/routing/return-url.ts";
import { completeLogin, logout } from "../../auth/index.ts";
import { fetchParamLogin } from "../api.ts";

/**
 * /authentication/redirect_login/:uuid (§2.2, §4): opens the session behind a one-time uuid — staff acting as
 * a user, or returning from it — and goes to its page. A used, expired or unknown uuid signs out with the
 * translated warning and goes to /.
 */
export function RedirectLoginPage() {
  const { t } = useTranslation("assume");
  useDocumentTitle(t("redirect.title"));
  const { uuid = "" } = useParams();
  const navigate = useNavigate();
  const language = useLanguage();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    fetchParamLogin(uuid)
      .then(async (result) => {
        // The previous user's session items and cached data must not leak into the new session.
        sessionStorage.clear();
        queryClient.clear();
        const user = await completeLogin(result);
        navigate(safeReturnUrl(result.url_redirect) ?? user.home, { replace: true });
      })
      .catch((error: unknown) => {
        void logout({ message: errorText(error, language), severity: "warning" });
      });
  }, [uuid, navigate, language]);

  return (
    <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center" }} data-testid="redirect-login">
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {t("redirect.title")}
      </Typography>
      <PageLoader minHeight={120} />
    </Stack>
  );
}
