import type { SessionUser } from "@mkt/contracts";
import { Box, Link, Stack, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useConfigurationLogin } from "../../../shared/api/general-api.ts";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { safeReturnUrl } from "../../../shared/routing/return-url.ts";
import { prefetchSignedInScripts } from "../../../shared/routing/signed-in-prefetch.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { userHome } from "../../../shared/session/user-home.ts";
import { type LoginOutcome, type LoginPageState, pathAfterLogin } from "../api.ts";
import { LoginForm } from "../components/login-form.tsx";
import { SsoButtons } from "../components/sso-buttons.tsx";
import { TwoFactorStep } from "../components/two-factor-step.tsx";

/** The challenge handed over in history state (after single sign-on or an accepted invitation). */
function stateChallenge(state: unknown): string | null {
  const value = (state as Partial<LoginPageState> | null)?.mfaChallenge;
  return typeof value === "string" ? value : null;
}

export function LoginPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("login.title"));
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useAddressParams();
  const returnUrl = safeReturnUrl(params.get("returnUrl"));
  const configuration = useConfigurationLogin();
  const [challenge, setChallenge] = useState<string | null>(() => stateChallenge(location.state));
  const language = useLanguage();
  // While the visitor types, the browser fetches what the sign-in opens (the shell, the dashboard, their texts).
  useEffect(() => prefetchSignedInScripts(language), [language]);

  const home = (user: SessionUser) => pathAfterLogin(returnUrl ?? userHome(user));
  if (session) return <Navigate to={home(session.user)} replace />;

  const onLoggedIn = (user: SessionUser) => navigate(home(user), { replace: true });
  const onOutcome = (outcome: LoginOutcome) => {
    if (outcome.kind === "challenge") setChallenge(outcome.challenge);
    else onLoggedIn(outcome.user);
  };

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onLoggedIn={onLoggedIn}
        onBack={() => {
          setChallenge(null);
          navigate(location.pathname + location.search, { replace: true, state: null });
        }}
      />
    );
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("login.title")}
        </Typography>
        <Typography color="text.secondary">{t("login.subtitle")}</Typography>
      </Box>
      <LoginForm onLoggedIn={onOutcome} />
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
