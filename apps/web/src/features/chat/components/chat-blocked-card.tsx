import Lock from "@mui/icons-material/LockOutlined";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

export type ChatBlockedCardProps = { plansPath: string | null };

/** §5: without the chat function the page invites to buy a plan instead of showing the chat. */
export function ChatBlockedCard({ plansPath }: ChatBlockedCardProps) {
  const { t } = useTranslation("chat");
  return (
    <Card data-testid="chat-blocked">
      <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", maxWidth: 520, mx: "auto" }}>
          <Lock color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("blocked.title")}
          </Typography>
          <Typography color="text.secondary">{t("blocked.text")}</Typography>
          {plansPath ? (
            <Button
              variant="contained"
              component={RouterLink}
              to={plansPath}
              data-testid="chat-blocked-plans"
            >
              {t("blocked.cta")}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t("blocked.askAdmin")}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
