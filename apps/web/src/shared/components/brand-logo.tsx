import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";

export type BrandLogoProps = { height?: number };

/** The platform logo served by the API (§7 GET auth/getLogo). */
export function BrandLogo({ height = 36 }: BrandLogoProps) {
  const { t } = useTranslation("common");
  return (
    <Box
      component="img"
      src="/api/auth/getLogo"
      alt={t("brand.logoAlt")}
      sx={{ height, width: "auto", display: "block", maxWidth: "100%" }}
    />
  );
}
