import type { SessionUser } from "@mkt/contracts";
import { Box, Link, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { useConfigurationLogin } from "../../../shared/api/general-api.ts";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { safeReturnUrl } from "../../../shared/routing/return-url.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { userHome } from "../../../shared/session/user-home.ts";
import { LoginForm } from "../components/login-form.tsx";
import { SsoButtons } from "../components/sso-buttons.tsx";

export function LoginPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("login.title"));
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get("returnUrl"));
  const configuration = useConfigurationLogin();

  if (session) return <Navigate to={returnUrl ?? userHome(session.user)} replace />;

  const onLoggedIn = (user: SessionUser) => navigate(returnUrl ?? userHome(user), { replace: true });

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("login.title")}
        </Typography>
        <Typography color="text.secondary">{t("login.subtitle")}</Typography>
      </Box>
      <LoginForm onLoggedIn={onLoggedIn} />
      <SsoButtons providers={configuration.data?.sso ?? []} />
      <Typography variant="body2" sx={{ textAlign: "center" }}>
        {t("login.noAccount")}{" "}
        <Link component={RouterLink} to="/authentication/register">
          {t("login.signUp")}
        </Link>
      </Typography>
    </Stack>
  );
}
