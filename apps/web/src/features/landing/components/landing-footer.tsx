import { Box, Container, Link, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { BrandLogo } from "../../../shared/components/brand-logo.tsx";

export function LandingFooter() {
  const { t } = useTranslation("landing");
  return (
    <Box component="footer" sx={{ py: 4, borderTop: 1, borderColor: "divider", bgcolor: "background.paper" }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}
        >
          <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
            <BrandLogo height={26} />
            <Typography variant="body2" color="text.secondary">
              {t("footer.tagline", { year: new Date().getFullYear() })}
            </Typography>
          </Stack>
          <Stack
            component="nav"
            aria-label={t("footer.links")}
            direction="row"
            sx={{ flexWrap: "wrap", columnGap: 3, rowGap: 1 }}
          >
            <Link component={RouterLink} to="/pricing" variant="body2" data-testid="footer-pricing">
              {t("footer.pricing")}
            </Link>
            <Link component={RouterLink} to="/terms" variant="body2" data-testid="footer-terms">
              {t("footer.terms")}
            </Link>
            <Link component={RouterLink} to="/privacy" variant="body2" data-testid="footer-privacy">
              {t("footer.privacy")}
            </Link>
            <Link component={RouterLink} to="/authentication/login" variant="body2">
              {t("topBar.login")}
            </Link>
            <Link component={RouterLink} to="/authentication/register" variant="body2">
              {t("footer.register")}
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
