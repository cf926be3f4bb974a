import { describe, expect, it } from "vitest";
import { issueToValidation } from "../common/validation.ts";
import { brandBodySchema, brandColorReadable, contrastRatio, looksLikeSvg } from "./brand-admin.ts";

const COLORS = {
  main: "#0073aa",
  secondary: "#00a0d2",
  light: "#e5f1f8",
  dark: "#005177",
  grey: "#52606d",
  greyLight: "#f4f6f8",
  excellent: "#2e7d32",
  veryGood: "#66bb6a",
  good: "#f9a825",
  bad: "#c62828",
  noData: "#9e9e9e",
};
const BODY = {
  name: "Partner",
  host_pattern: "Partner.Test",
  kind: "partner",
  is_default: false,
  colors: COLORS,
  sales_email: "",
  analytics_enabled: true,
};

function fieldCodes(body: unknown) {
  const result = brandBodySchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), issueToValidation(i).code]));
}

describe("contrast", () => {
  it("computes WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("asks white text on main/dark/grey and black text on the light backgrounds", () => {
    expect(brandColorReadable("main", "#0073aa")).toBe(true);
    expect(brandColorReadable("main", "#7fc4ff")).toBe(false);
    expect(brandColorReadable("light", "#333333")).toBe(false);
    expect(brandColorReadable("good", "#f9a825")).toBe(true);
  });
});

describe("brandBodySchema", () => {
  it("normalises the host to lower case, and empty host and mailbox to null", () => {
    const parsed = brandBodySchema.parse(BODY);
    expect(parsed.host_pattern).toBe("partner.test");
    expect(parsed.sales_email).toBeNull();
    expect(brandBodySchema.parse({ ...BODY, host_pattern: "" }).host_pattern).toBeNull();
  });

  it("names the field of each problem", () => {
    expect(
      fieldCodes({
        ...BODY,
        host_pattern: "a.*.test",
        sales_email: "nope",
        colors: { ...COLORS, main: "#9fd3ff", light: "#222222", bad: "red" },
        logo_svg: "<html></html>",
      }),
    ).toEqual({
      host_pattern: "validation.host_pattern",
      sales_email: "validation.email",
      "colors.bad": "validation.hex_colour",
      "colors.main": "validation.contrast_white",
      "colors.light": "validation.contrast_black",
      logo_svg: "validation.svg",
    });
  });
});

describe("looksLikeSvg", () => {
  it("accepts an svg root after a declaration and comments", () => {
    expect(
      looksLikeSvg('<?xml version="1.0"?>\n<!-- x --><svg xmlns="http://www.w3.org/2000/svg"></svg>\n'),
    ).toBe(true);
    expect(looksLikeSvg("<svg/>")).toBe(true);
    expect(looksLikeSvg("<svgx></svgx>")).toBe(false);
    expect(looksLikeSvg("<html><svg></svg></html>")).toBe(false);
    expect(looksLikeSvg("<svg>")).toBe(false);
  });
});
