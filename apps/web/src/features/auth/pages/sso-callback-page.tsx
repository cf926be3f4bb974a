import { ssoUnknownUserDataSchema } from "@mkt/contracts";
import { Button, Stack, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { PageLoader } from "../../../shared/components/page-loader.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { STORAGE_KEYS } from "../../../shared/session/storage-keys.ts";
import { userHome } from "../../../shared/session/user-home.ts";
import { completeLogin, type LoginPageState, login, pathAfterLogin } from "../api.ts";
import { idTokenNonce, takeSsoRequest } from "../sso.ts";

type Failure = { kind: "provider" | "request" } | { kind: "api"; error: unknown };

/** The identity provider returns here with #id_token=…; the token is exchanged for a session. */
export function SsoCallbackPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("sso.title"));
  const language = useLanguage();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hash = new URLSearchParams(window.location.hash.replace(/^#/, ""));
    const idToken = hash.get("id_token");
    const request = takeSsoRequest();
    window.history.replaceState(null, "", window.location.pathname);
    if (!idToken || hash.get("error")) {
      setFailure({ kind: "provider" });
      return;
    }
    if (!request || idTokenNonce(idToken) !== request.nonce) {
      setFailure({ kind: "request" });
      return;
    }
    login({ provider: request.provider, id_token: idToken })
      .then(async (answer) => {
        if ("mfa_required" in answer) {
          // Two-factor sign-in: the login page asks for the code (the challenge travels in history state).
          const state: LoginPageState = { mfaChallenge: answer.challenge };
          navigate("/authentication/login", { replace: true, state });
          return;
        }
        const user = await completeLogin(answer);
        navigate(pathAfterLogin(userHome(user)), { replace: true });
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === "auth.sso_unknown_user") {
          const data = ssoUnknownUserDataSchema.safeParse(error.data);
          if (data.success) {
            sessionStorage.setItem(STORAGE_KEYS.ssoRegistration, JSON.stringify(data.data));
            navigate("/authentication/register", { replace: true });
            return;
          }
        }
        setFailure({ kind: "api", error });
      });
  }, [navigate]);

  if (!failure) return <PageLoader minHeight={240} />;

  return (
    <Stack spacing={2.5}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t("sso.failedTitle")}
      </Typography>
      <FormAlert>
        {failure.kind === "api"
          ? errorText(failure.error, language)
          : failure.kind === "provider"
            ? t("sso.providerError")
            : t("sso.requestError")}
      </FormAlert>
      <Button component={RouterLink} to="/authentication/login" variant="contained">
        {t("common.backToLogin")}
      </Button>
    </Stack>
  );
}
