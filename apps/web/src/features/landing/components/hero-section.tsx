import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import InsightsIcon from "@mui/icons-material/Insights";
import RequestQuoteIcon from "@mui/icons-material/RequestQuote";
import VerifiedIcon from "@mui/icons-material/Verified";
import { Box, Button, Container, Link, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

const POINTS = [
  { key: "verified", Icon: VerifiedIcon },
  { key: "quotes", Icon: RequestQuoteIcon },
  { key: "matching", Icon: InsightsIcon },
] as const;

export function HeroSection() {
  const { t } = useTranslation("landing");
  return (
    <Box
      component="section"
      sx={{ bgcolor: "primary.main", color: "primary.contrastText", py: { xs: 6, md: 10 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: "grid",
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: "1fr", md: "7fr 5fr" },
            alignItems: "center",
          }}
        >
          <Stack spacing={3}>
            {/* Full white: at 85% opacity the small capitals read at 4.2:1 on the default brand's blue. */}
            <Typography variant="overline" sx={{ letterSpacing: 2 }}>
              {t("hero.eyebrow")}
            </Typography>
            <Typography
              variant="h3"
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: "2rem", md: "3rem" } }}
            >
              {t("hero.title")}
            </Typography>
            <Typography sx={{ fontSize: { xs: "1.05rem", md: "1.2rem" }, opacity: 0.92 }}>
              {t("hero.subtitle")}
            </Typography>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
              <Button
                component={RouterLink}
                to="/authentication/register?role_id=2"
                variant="contained"
                color="inherit"
                size="large"
                endIcon={<ArrowForwardIcon />}
                sx={{ color: "primary.main", bgcolor: "background.paper" }}
              >
                {t("hero.ctaClient")}
              </Button>
              <Button
                component={RouterLink}
                to="/authentication/register?role_id=3"
                variant="outlined"
                color="inherit"
                size="large"
              >
                {t("hero.ctaSupplier")}
              </Button>
            </Stack>
            <Link
              component={RouterLink}
              to="/pricing"
              color="inherit"
              underline="always"
              data-testid="hero-pricing"
              sx={{ fontWeight: 600, alignSelf: "flex-start" }}
            >
              {t("hero.pricing")}
            </Link>
          </Stack>
          <Paper elevation={0} sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 2 }}>
            <Stack spacing={2.5}>
              {POINTS.map(({ key, Icon }) => (
                <Stack key={key} direction="row" spacing={2} sx={{ alignItems: "flex-start" }}>
                  <Box
                    sx={{
                      bgcolor: "primary.light",
                      color: "primary.dark",
                      borderRadius: 2,
                      p: 1,
                      display: "flex",
                    }}
                  >
                    <Icon />
                  </Box>
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{t(`hero.points.${key}.title`)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`hero.points.${key}.text`)}
                    </Typography>
                  </Box>
                </Stack>
              ))}
            </Stack>
          </Paper>
        </Box>
      </Container>
    </Box>
  );
}
