import { alpha, Box, CircularProgress, keyframes } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * §2.1 loading overlay while the next page loads (shown at navigation start, gone at its end, cancel or error).
 * The tint is the brand colour at 69% (rgba(0,115,170,0.69) with the default brand); it fades in after a short
 * moment so instant navigations do not flash.
 */
export function NavigationOverlay() {
  const { t } = useTranslation("shell");
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <Box
      role="progressbar"
      aria-label={t("navigation.loading")}
      data-testid="navigation-overlay"
      sx={{
        position: "fixed",
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 2,
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.69),
        display: "grid",
        placeItems: "center",
        opacity: 0,
        animation: `${appear} 180ms ease-out 120ms forwards`,
      }}
    >
      <CircularProgress sx={{ color: "common.white" }} aria-hidden />
    </Box>
  );
}
