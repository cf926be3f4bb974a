import { type Brand, DEFAULT_BRAND_COLORS } from "@mkt/contracts";
import { getContrastRatio } from "@mui/material/styles";
import { describe, expect, it } from "vitest";
import { createBrandTheme, readableOn, TEXT_CONTRAST } from "./theme.ts";

// A partner brand a staff member could pick: light colours everywhere.
const LIGHT_BRAND_COLORS: Brand["colors"] = {
  ...DEFAULT_BRAND_COLORS,
  main: "#7fd3f7",
  secondary: "#ffd54f",
  grey: "#c0c4c8",
  excellent: "#8bc34a",
  bad: "#ff8a80",
};

function brand(colors: Brand["colors"]): Brand {
  return { colors } as Brand;
}

describe("createBrandTheme contrast (WCAG 2.2 AA, 4.5:1)", () => {
  for (const [name, colors] of [
    ["default brand", DEFAULT_BRAND_COLORS],
    ["light brand", LIGHT_BRAND_COLORS],
    ["fallback before the brand loads", null],
  ] as const) {
    it(`${name}: button and chip labels read on every palette colour`, () => {
      const theme = createBrandTheme(colors ? brand(colors) : null);
      for (const key of ["primary", "secondary", "success", "error", "warning", "info"] as const) {
        const colour = theme.palette[key];
        expect(
          getContrastRatio(colour.contrastText, colour.main),
          `${key}: ${colour.contrastText} on ${colour.main}`,
        ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    });

    it(`${name}: every palette colour reads as text on white paper (links, text buttons, icons)`, () => {
      const theme = createBrandTheme(colors ? brand(colors) : null);
      for (const key of ["primary", "secondary", "success", "error", "warning", "info"] as const) {
        const colour = theme.palette[key].main;
        expect(getContrastRatio(colour, "#ffffff"), `${key}: ${colour}`).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      }
    });
  }

  it("keeps the default brand's blue as it is: it already passes", () => {
    expect(createBrandTheme(brand(DEFAULT_BRAND_COLORS)).palette.primary.main).toBe("#0073aa");
  });

  it("keeps the brand's own scale colours for fills and charts", () => {
    const theme = createBrandTheme(brand(DEFAULT_BRAND_COLORS));
    expect(theme.palette.brand.good).toBe(DEFAULT_BRAND_COLORS.good);
    expect(theme.palette.warning.main).not.toBe(DEFAULT_BRAND_COLORS.good);
  });

  it("keeps a disabled field's label and help text readable on white", () => {
    const theme = createBrandTheme(brand(DEFAULT_BRAND_COLORS));
    for (const component of ["MuiFormHelperText", "MuiFormLabel"] as const) {
      const root = theme.components?.[component]?.styleOverrides?.root as
        | Record<string, { color: string }>
        | undefined;
      // An opaque colour: getContrastRatio ignores transparency (MUI's own grey is rgba(0, 0, 0, 0.38), 2.3:1).
      const colour = root?.["&.Mui-disabled:not(.Mui-error)"]?.color ?? "";
      expect(colour, component).toMatch(/^#[0-9a-f]{6}$/i);
      expect(getContrastRatio(colour, "#ffffff"), component).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it("gives default avatars white initials on a readable grey", () => {
    const theme = createBrandTheme(brand(LIGHT_BRAND_COLORS));
    const override = theme.components?.MuiAvatar?.styleOverrides?.colorDefault as {
      backgroundColor: string;
      color: string;
    };
    expect(getContrastRatio(override.color, override.backgroundColor)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

describe("readableOn", () => {
  it("returns a colour that passes unchanged and darkens one that does not", () => {
    expect(readableOn("#005177")).toBe("#005177");
    const darker = readableOn("#7fd3f7");
    expect(darker).not.toBe("#7fd3f7");
    expect(getContrastRatio(darker, "#ffffff")).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

describe("progress indicators", () => {
  it("are named for screen readers in the interface language", () => {
    const theme = createBrandTheme(null, "Caricamento in corso");
    expect(theme.components?.MuiCircularProgress?.defaultProps?.["aria-label"]).toBe("Caricamento in corso");
    expect(theme.components?.MuiLinearProgress?.defaultProps?.["aria-label"]).toBe("Caricamento in corso");
  });
});

describe("keyboard focus", () => {
  it("draws a ring in the readable brand colour on focused controls and links", () => {
    const theme = createBrandTheme(brand(LIGHT_BRAND_COLORS));
    const ring = { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 };
    const buttonBase = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, unknown>;
    const link = theme.components?.MuiLink?.styleOverrides?.root as Record<string, unknown>;
    expect(buttonBase["&.Mui-focusVisible"]).toEqual(ring);
    expect(link["&:focus-visible"]).toEqual(ring);
  });
});

describe("MUI's own texts", () => {
  it("follow the interface language (pagination, rows per page) and keep the brand's component settings", () => {
    const italian = createBrandTheme(null, "Caricamento in corso", "it");
    const english = createBrandTheme(null, "Loading", "en");
    expect(italian.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe("Righe per pagina:");
    // English is MUI's own default text: nothing Italian is left over after a change of language.
    expect(english.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage ?? "Rows per page:").toBe(
      "Rows per page:",
    );
    const pageLabel = (theme: typeof italian) =>
      theme.components?.MuiPagination?.defaultProps?.getItemAriaLabel?.("page", 2, false);
    expect(pageLabel(italian)).toBe("Vai alla pagina 2");
    expect(pageLabel(english) ?? "Go to page 2").toBe("Go to page 2");
    expect(italian.components?.MuiCircularProgress?.defaultProps?.["aria-label"]).toBe(
      "Caricamento in corso",
    );
  });
});
