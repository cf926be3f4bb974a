import { REGISTRABLE_ROLES } from "@mkt/contracts";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import { Box, Button, Card, CardActions, CardContent, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ROLE_OPTIONS } from "../../register/index.ts";

/** The four ways to sign up, each opening the register stepper for its role. */
export function RolesSection() {
  const { t } = useTranslation("landing");
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 9 } }} aria-labelledby="roles-title">
      <Container maxWidth="lg">
        <Typography
          id="roles-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, textAlign: "center", mb: 1 }}
        >
          {t("roles.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: "center", mb: { xs: 4, md: 6 } }}>
          {t("roles.subtitle")}
        </Typography>
        <Box
          sx={{
            display: "grid",
            gap: 3,
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(4, 1fr)" },
          }}
        >
          {REGISTRABLE_ROLES.map((role) => {
            const { key, Icon } = ROLE_OPTIONS[role];
            return (
              <Card key={role} sx={{ display: "flex", flexDirection: "column" }}>
                <CardContent sx={{ flex: 1 }}>
                  <Icon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                    {t(`roles.${key}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`roles.${key}.text`)}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button
                    component={RouterLink}
                    to={`/authentication/register?role_id=${role}`}
                    endIcon={<ArrowForwardIcon />}
                    data-testid={`landing-role-${role}`}
                  >
                    {t(`roles.${key}.cta`)}
                  </Button>
                </CardActions>
              </Card>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
