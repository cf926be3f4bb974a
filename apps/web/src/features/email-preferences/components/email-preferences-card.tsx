import MailOutline from "@mui/icons-material/MailOutline";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

/** My profile's way to the e-mail preferences (§2.2 email_notifications), for every signed-in user. */
export function EmailPreferencesCard() {
  const { t } = useTranslation("email-preferences");
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
            <MailOutline color="primary" />
            <div>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {t("title")}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t("card")}
              </Typography>
            </div>
          </Stack>
          <Button
            component={RouterLink}
            to="/email_notifications"
            variant="outlined"
            sx={{ flexShrink: 0 }}
            data-testid="open-email-preferences"
          >
            {t("open")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
