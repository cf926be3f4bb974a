import { CssBaseline, ThemeProvider } from "@mui/material";
import { type ReactNode, useMemo } from "react";
import { useBrand } from "../shared/api/general-api.ts";
import { createBrandTheme } from "./theme.ts";

export type BrandThemeProviderProps = { children: ReactNode };

/** Builds the MUI theme from the host's brand (GET auth/getBrand?url=host). */
export function BrandThemeProvider({ children }: BrandThemeProviderProps) {
  const { data: brand } = useBrand();
  const theme = useMemo(() => createBrandTheme(brand ?? null), [brand]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
