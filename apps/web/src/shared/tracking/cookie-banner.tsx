import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useBrand } from "../api/general-api.ts";
import { useOverlayTurn } from "../overlays/overlay-queue.ts";
import { useConsentSync } from "./use-consent-sync.ts";

/**
 * The cookie banner (issue 18): shown until this browser (or the signed-in account) has an analytics choice.
 * Nothing is tracked before "Accept"; "Refuse" keeps it that way. The choice can be changed on the profile page.
 * Not shown on a brand whose host records no analytics (there is nothing to consent to), nor before the host's
 * brand is known (it would flash there); if the brand cannot be read, the question is asked.
 */
export function CookieBanner() {
  const { t } = useTranslation("tracking");
  const { unknown, choose } = useConsentSync();
  const brand = useBrand();
  const tracked = brand.isError || brand.data?.analytics_enabled === true;
  // One overlay at a time (docs/ui-overlays.md): waits while the software-update dialog shows.
  const turn = useOverlayTurn("cookie-banner", unknown && tracked);
  if (!turn) return null;
  return (
    <Paper
      role="region"
      aria-label={t("banner.label")}
      elevation={8}
      sx={{
        position: "fixed",
        insetInline: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        zIndex: (theme) => theme.zIndex.snackbar,
        p: { xs: 2, sm: 3 },
        maxWidth: 880,
        mx: "auto",
      }}
    >
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} alignItems={{ md: "center" }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t("banner.title")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("banner.text")}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="outlined" onClick={() => choose("denied")}>
            {t("banner.refuse")}
          </Button>
          <Button variant="contained" onClick={() => choose("granted")}>
            {t("banner.accept")}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
