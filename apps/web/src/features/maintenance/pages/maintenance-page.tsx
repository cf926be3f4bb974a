import ConstructionIcon from "@mui/icons-material/Construction";
import RefreshIcon from "@mui/icons-material/Refresh";
import { Alert, Box, Button, Container, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BrandLogo } from "../../../shared/components/brand-logo.tsx";
import { LanguageMenu } from "../../../shared/components/language-menu.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { STORAGE_KEYS } from "../../../shared/session/storage-keys.ts";
import { useMaintenanceNotice, usePlatformCheck } from "../api.ts";

/** §4 maintenance (blank layout): retry asks GET /api/health and returns to / once the platform is up. */
export function MaintenancePage() {
  const { t } = useTranslation("maintenance");
  useDocumentTitle(t("title"));
  const navigate = useNavigate();
  const retry = usePlatformCheck();
  const notice = useMaintenanceNotice(useLanguage());
  const message = notice.data?.message.trim();
  const check = () =>
    retry.mutate(undefined, {
      onSuccess: (up) => {
        if (!up) return;
        sessionStorage.removeItem(STORAGE_KEYS.maintenance);
        navigate("/", { replace: true });
      },
    });
  const stillDown = retry.isError || (retry.isSuccess && !retry.data);

  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default", display: "flex", flexDirection: "column" }}>
      <Box
        component="header"
        sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", p: 2 }}
      >
        <BrandLogo height={32} />
        <LanguageMenu color="primary" />
      </Box>
      <Container
        component="main"
        maxWidth="sm"
        sx={{ flex: 1, display: "grid", placeItems: "center", py: 4 }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, width: "100%" }}>
          <Stack spacing={2.5} sx={{ alignItems: "center", textAlign: "center" }}>
            <ConstructionIcon color="primary" sx={{ fontSize: 64 }} />
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} data-testid="maintenance-title">
              {t("title")}
            </Typography>
            <Typography color="text.secondary" sx={{ whiteSpace: "pre-line" }} data-testid="maintenance-text">
              {message || t("text")}
            </Typography>
            {stillDown ? (
              <Alert
                severity="warning"
                role="alert"
                sx={{ width: "100%" }}
                data-testid="maintenance-still-down"
              >
                {t("stillDown")}
              </Alert>
            ) : null}
            <Button
              variant="contained"
              size="large"
              startIcon={<RefreshIcon />}
              onClick={check}
              disabled={retry.isPending}
              data-testid="maintenance-retry"
            >
              {retry.isPending ? t("checking") : t("retry")}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
