import ApartmentIcon from "@mui/icons-material/Apartment";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import StorefrontIcon from "@mui/icons-material/Storefront";
import { Box, Card, CardContent, Container, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

const AUDIENCES = [
  { key: "clients", Icon: ApartmentIcon },
  { key: "suppliers", Icon: StorefrontIcon },
] as const;
const ITEMS = ["first", "second", "third", "fourth"] as const;

/** What clients get and what suppliers get. */
export function BenefitsSection() {
  const { t } = useTranslation("landing");
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 9 } }} aria-labelledby="benefits-title">
      <Container maxWidth="lg">
        <Typography
          id="benefits-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, textAlign: "center", mb: 1 }}
        >
          {t("benefits.title")}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ textAlign: "center", mb: { xs: 4, md: 6 }, maxWidth: 720, mx: "auto" }}
        >
          {t("benefits.subtitle")}
        </Typography>
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          {AUDIENCES.map(({ key, Icon }) => (
            <Card key={key} sx={{ height: "100%" }}>
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 2 }}>
                  <Icon color="primary" sx={{ fontSize: 36 }} />
                  <Typography variant="h5" component="h3" sx={{ fontWeight: 700 }}>
                    {t(`benefits.${key}.title`)}
                  </Typography>
                </Stack>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {t(`benefits.${key}.intro`)}
                </Typography>
                <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
                  {ITEMS.map((item) => (
                    <Stack component="li" key={item} direction="row" spacing={1.5}>
                      <CheckCircleIcon color="success" fontSize="small" sx={{ mt: 0.3 }} />
                      <Typography>{t(`benefits.${key}.items.${item}`)}</Typography>
                    </Stack>
                  ))}
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
