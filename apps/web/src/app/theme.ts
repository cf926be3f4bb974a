import type { Brand } from "@mkt/contracts";
import { createTheme, type Theme } from "@mui/material/styles";
import { TOOLBAR_HEIGHT } from "../shared/layout/dimensions.ts";

/** Brand colours beyond primary/secondary (§1: greys and the quality scale). */
export type BrandPalette = {
  grey: string;
  greyLight: string;
  excellent: string;
  veryGood: string;
  good: string;
  bad: string;
  noData: string;
};

declare module "@mui/material/styles" {
  interface Palette {
    brand: BrandPalette;
  }
  interface PaletteOptions {
    brand?: BrandPalette;
  }
}

/** Used only until GET auth/getBrand answers (the server's default brand is the same blue). */
const FALLBACK_COLORS: Brand["colors"] = {
  main: "#0073aa",
  secondary: "#00a0d2",
  light: "#e5f1f7",
  dark: "#005177",
  grey: "#6b7280",
  greyLight: "#f3f4f6",
  excellent: "#1b8a3a",
  veryGood: "#5cb85c",
  good: "#f0ad4e",
  bad: "#d9534f",
  noData: "#9ca3af",
};

/** The brand record becomes the MUI theme (conventions §5): features read colours only from here. */
export function createBrandTheme(brand: Brand | null): Theme {
  const colors = brand?.colors ?? FALLBACK_COLORS;
  return createTheme({
    // md starts above 992 px: at 992 px and below the shell menu is a drawer that closes on a choice (§2.4).
    breakpoints: { values: { xs: 0, sm: 600, md: 993, lg: 1200, xl: 1536 } },
    palette: {
      primary: { main: colors.main, light: colors.light, dark: colors.dark, contrastText: "#ffffff" },
      secondary: { main: colors.secondary },
      success: { main: colors.excellent },
      warning: { main: colors.good },
      error: { main: colors.bad },
      background: { default: colors.greyLight, paper: "#ffffff" },
      brand: {
        grey: colors.grey,
        greyLight: colors.greyLight,
        excellent: colors.excellent,
        veryGood: colors.veryGood,
        good: colors.good,
        bad: colors.bad,
        noData: colors.noData,
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 800 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      button: { textTransform: "none", fontWeight: 600 },
    },
    mixins: { toolbar: { minHeight: TOOLBAR_HEIGHT } },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: "outlined" } },
    },
  });
}
