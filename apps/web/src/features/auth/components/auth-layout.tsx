import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import { Box, Container, Link, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Outlet, Link as RouterLink } from "react-router";
import { useBrand, useConfigurationLogin } from "../../../shared/api/general-api.ts";
import { BrandLogo } from "../../../shared/components/brand-logo.tsx";
import { LanguageMenu } from "../../../shared/components/language-menu.tsx";
import { MAIN_CONTENT_ID } from "../../../shared/components/skip-link.tsx";

const HIGHLIGHTS = ["verified", "quotes", "contracts"] as const;

/** The blank authentication layout (§2.1): brand panel on wide screens, the page's card beside it. */
export function AuthLayout() {
  const { t } = useTranslation("auth");
  const configuration = useConfigurationLogin();
  const loginImage = useBrand().data?.login_image_url;

  return (
    <Box sx={{ minHeight: "100vh", display: "grid", gridTemplateColumns: { xs: "1fr", md: "5fr 7fr" } }}>
      <Box
        component="aside"
        sx={{
          display: { xs: "none", md: "flex" },
          flexDirection: "column",
          justifyContent: "center",
          gap: 3,
          px: 6,
          py: 8,
          bgcolor: "primary.main",
          color: "primary.contrastText",
        }}
      >
        {loginImage ? (
          <Box
            component="img"
            src={loginImage}
            alt=""
            data-testid="login-image"
            sx={{ width: "100%", maxHeight: 240, objectFit: "cover", borderRadius: 2 }}
          />
        ) : null}
        <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
          {t("layout.title")}
        </Typography>
        <Typography sx={{ opacity: 0.9 }}>{t("layout.subtitle")}</Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {HIGHLIGHTS.map((key) => (
            <Stack component="li" key={key} direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
              <CheckCircleIcon />
              <Typography>{t(`layout.highlights.${key}`)}</Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Box sx={{ display: "flex", flexDirection: "column", minWidth: 0 }}>
        <Box
          component="header"
          sx={{
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            px: { xs: 2, sm: 4 },
            py: 2,
          }}
        >
          <Link component={RouterLink} to="/" aria-label={t("layout.backHome")}>
            <BrandLogo height={32} />
          </Link>
          <LanguageMenu color="primary" />
        </Box>
        <Container
          component="main"
          id={MAIN_CONTENT_ID}
          maxWidth="sm"
          sx={{ flex: 1, py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}
        >
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Outlet />
          </Paper>
        </Container>
        <Box
          component="footer"
          sx={{ display: "flex", gap: 3, justifyContent: "center", flexWrap: "wrap", py: 3, px: 2 }}
        >
          <Link component={RouterLink} to="/" variant="body2">
            {t("layout.backHome")}
          </Link>
          {configuration.data?.dev_mailbox ? (
            <Link component={RouterLink} to="/dev/mailbox" variant="body2" data-testid="dev-mailbox-link">
              {t("layout.devMailbox")}
            </Link>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
