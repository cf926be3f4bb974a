import { alpha, Box, CircularProgress, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** §2.6 loading overlay while a new subscription is being confirmed. */
export function PurchaseOverlay() {
  const { t } = useTranslation("plans");
  return (
    <Box
      role="progressbar"
      aria-label={t("purchase.confirming")}
      data-testid="purchase-overlay"
      sx={{
        position: "fixed",
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 3,
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.69),
        display: "grid",
        placeItems: "center",
        alignContent: "center",
        gap: 2,
        color: "common.white",
      }}
    >
      <CircularProgress sx={{ color: "common.white" }} aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{t("purchase.confirming")}</Typography>
    </Box>
  );
}
