import type { Brand, Language } from "@mkt/contracts";
import { enUS, itIT, type Localization } from "@mui/material/locale";
import { createTheme, darken, getContrastRatio, type Theme } from "@mui/material/styles";
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

/** WCAG 2.2 AA contrast for normal text (1.4.3). */
export const TEXT_CONTRAST = 4.5;

/**
 * The colour itself when text in it reads on `background` (contrast at least 4.5:1), else the colour darkened in
 * small steps until it does: a staff-chosen brand colour may be too light for links, text buttons and icons.
 */
export function readableOn(color: string, background = "#ffffff"): string {
  let result = color;
  for (let step = 1; step <= 20 && getContrastRatio(result, background) < TEXT_CONTRAST; step += 1) {
    result = darken(color, step * 0.05);
  }
  return result;
}

/** A disabled field's label and help text: 6.2:1 on white (MUI's rgba(0, 0, 0, 0.38) is 2.3:1). */
const DISABLED_TEXT = "#616161";

/** The keyboard focus ring of controls and links. */
function focusRing(color: string) {
  return { outline: `2px solid ${color}`, outlineOffset: 2 };
}

/** MUI's own texts per interface language. */
const MUI_LOCALES: Record<Language, Localization> = { it: itIT, en: enUS };

/**
 * The brand record becomes the MUI theme (conventions §5): features read colours only from here.
 * `loadingLabel` names every progress indicator for screen readers ("Caricamento in corso"); `language` gives MUI's
 * own texts (pagination "Go to page 2", "Rows per page", "Close"…) in the interface language through MUI's locale
 * objects (issue 20: they were English on Italian screens).
 */
export function createBrandTheme(
  brand: Brand | null,
  loadingLabel?: string,
  language: Language = "it",
): Theme {
  const colors = brand?.colors ?? FALLBACK_COLORS;
  const main = readableOn(colors.main);
  const grey = readableOn(colors.grey);
  return createTheme(
    {
      // md starts above 992 px: at 992 px and below the shell menu is a drawer that closes on a choice (§2.4).
      breakpoints: { values: { xs: 0, sm: 600, md: 993, lg: 1200, xl: 1536 } },
      palette: {
        // Each colour's text (button labels, chips) is white or black, whichever reaches 4.5:1 (MUI's default
        // threshold, 3, lets white on the brand's light blue through).
        contrastThreshold: TEXT_CONTRAST,
        primary: { main, light: colors.light, dark: colors.dark },
        // Every palette colour is also a text colour (text and outlined buttons, outlined chips, icons, a menu's
        // "Deactivate", an audit row's warning): each is the brand's colour made readable on white, as primary is.
        // The brand's scale keeps its own colours for fills and charts (palette.brand). Before, the default brand's
        // amber "good" (#f9a825) was 2.0:1 as text (the need drawer's "Close need"), its secondary blue 3.0:1.
        secondary: { main: readableOn(colors.secondary) },
        // MUI's default info blue (#0288d1) is 3.9:1 on white; #0277bd (its next shade) is 4.8:1, readable as text.
        info: { main: "#0277bd" },
        success: { main: readableOn(colors.excellent) },
        warning: { main: readableOn(colors.good) },
        error: { main: readableOn(colors.bad) },
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
        // Visible focus (WCAG 2.4.7, 2.4.11): every control reached by the keyboard gets a 2 px ring in the
        // brand colour, beyond MUI's faint ripple; a pointer click shows none (focus-visible only).
        MuiButtonBase: { styleOverrides: { root: { "&.Mui-focusVisible": focusRing(main) } } },
        MuiLink: { styleOverrides: { root: { "&:focus-visible": focusRing(main) } } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiCard: { defaultProps: { variant: "outlined" } },
        // At 375 px the per-page label, its select, the range and the arrows did not fit a card: the arrows were
        // cut at its edge (/employees and six more lists). Narrow gaps, and the toolbar wraps rather than overflows.
        MuiTablePagination: {
          styleOverrides: {
            toolbar: {
              flexWrap: "wrap",
              "@media (max-width: 599.95px)": { paddingLeft: 0, paddingRight: 0 },
            },
            input: { "@media (max-width: 599.95px)": { marginRight: 8 } },
            actions: { "@media (max-width: 599.95px)": { marginLeft: 4 } },
          },
        },
        // A disabled field's label and help (a read-only form: a service in review, a configuration the staff
        // member may not change) stay readable: MUI greys them to 2.3:1. The field's value and border stay grey.
        MuiFormHelperText: {
          styleOverrides: { root: { "&.Mui-disabled:not(.Mui-error)": { color: DISABLED_TEXT } } },
        },
        MuiFormLabel: {
          styleOverrides: { root: { "&.Mui-disabled:not(.Mui-error)": { color: DISABLED_TEXT } } },
        },
        // Initials on MUI's default avatar are light grey on grey (1.7:1): white on the brand's grey instead.
        MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: grey, color: "#ffffff" } } },
        // A progress indicator needs a name (axe aria-progressbar-name); a caller's own aria-label wins.
        ...(loadingLabel
          ? {
              MuiCircularProgress: { defaultProps: { "aria-label": loadingLabel } },
              MuiLinearProgress: { defaultProps: { "aria-label": loadingLabel } },
            }
          : {}),
      },
    },
    MUI_LOCALES[language],
  );
}
