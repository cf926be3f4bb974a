import { Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { userHome } from "../../../shared/session/user-home.ts";

/** Unknown paths land here (§2.2). */
export function NotFoundPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("notFound.title"));
  const session = useSession();
  return (
    <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center" }}>
      <Typography variant="h2" component="p" color="primary" aria-hidden>
        404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="not-found-title">
        {t("notFound.title")}
      </Typography>
      <Typography color="text.secondary">{t("notFound.text")}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
        <Button component={RouterLink} to="/" variant="outlined">
          {t("notFound.home")}
        </Button>
        {session ? (
          <Button component={RouterLink} to={userHome(session.user)} variant="contained">
            {t("notFound.dashboard")}
          </Button>
        ) : (
          <Button component={RouterLink} to="/authentication/login" variant="contained">
            {t("common.goToLogin")}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
