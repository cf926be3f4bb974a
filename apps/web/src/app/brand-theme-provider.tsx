import { CssBaseline, ThemeProvider } from "@mui/material";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useBrand } from "../shared/api/general-api.ts";
import { useLanguage } from "../shared/i18n/use-language.ts";
import { createBrandTheme } from "./theme.ts";

export type BrandThemeProviderProps = { children: ReactNode };

/** Builds the MUI theme from the host's brand (GET auth/getBrand?url=host) and the interface language. */
export function BrandThemeProvider({ children }: BrandThemeProviderProps) {
  const { data: brand } = useBrand();
  const { t } = useTranslation("common");
  const loadingLabel = t("status.loading");
  const language = useLanguage();
  const theme = useMemo(
    () => createBrandTheme(brand ?? null, loadingLabel, language),
    [brand, loadingLabel, language],
  );

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
