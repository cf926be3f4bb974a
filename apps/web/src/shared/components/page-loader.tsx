import { Box, CircularProgress } from "@mui/material";
import { useTranslation } from "react-i18next";

export type PageLoaderProps = { minHeight?: number | string };

/** Spinner shown while a lazy page or its first data loads. */
export function PageLoader({ minHeight = "50vh" }: PageLoaderProps) {
  const { t } = useTranslation("common");
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight }} role="status" aria-live="polite">
      <CircularProgress aria-label={t("status.loading")} />
    </Box>
  );
}
