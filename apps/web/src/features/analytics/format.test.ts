import { ANALYTICS_ROLE_LABELS } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import {
  bucketLabels,
  CHART_COLORS,
  formatDay,
  formatNumber,
  formatPercent,
  roleLabelKeys,
  seriesColor,
} from "./format.ts";

/** WCAG contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe("analytics number formats", () => {
  it("writes percentages and decimals the interface language's way", () => {
    expect(formatPercent(0.5, "it")).toMatch(/^50,0\s?%$/);
    expect(formatPercent(0, "it")).toMatch(/^0,0\s?%$/);
    expect(formatPercent(0.375, "en")).toBe("37.5%");
    expect(formatPercent(null, "it")).toBe("—");
    expect(formatNumber(0.3, "it")).toBe("0,3");
    expect(formatNumber(0.3, "en")).toBe("0.3");
    expect(formatNumber(1234, "it")).toBe("1.234");
    expect(formatNumber(84, "it")).toBe("84");
    expect(formatNumber(null, "en")).toBe("—");
  });
});

describe("analytics bucket labels", () => {
  it("gives short axis dates in the interface language and full ones for the table", () => {
    const it = bucketLabels(["2026-11-16", "2026-11-23"], "week", "it");
    expect(it.short("2026-11-23")).toBe("23 nov");
    expect(it.long("2026-11-23")).toBe("23 nov 2026");
    const en = bucketLabels(["2026-11-16", "2026-11-23"], "day", "en");
    expect(en.short("2026-11-23")).toBe("23 Nov");
    expect(en.long("2026-11-23")).toBe("23 Nov 2026");
  });

  it("adds the year when the period spans two, and names months by month", () => {
    expect(bucketLabels(["2025-12-29", "2026-01-05"], "week", "en").short("2026-01-05")).toBe("5 Jan 26");
    const months = bucketLabels(["2026-01-01"], "month", "it");
    expect(months.short("2026-01-01")).toBe("gen 2026");
    expect(months.long("2026-01-01")).toBe("gennaio 2026");
    expect(bucketLabels(["x"], "day", "it").short("x")).toBe("x");
  });

  it("writes a day in the interface language", () => {
    expect(formatDay("2026-08-24", "it")).toBe("24/08/2026");
    expect(formatDay("", "it")).toBe("");
  });
});

describe("analytics chart colours", () => {
  it("gives each of a chart's series (up to 12: the role labels and anonymous) its own readable colour", () => {
    const colours = Array.from({ length: ANALYTICS_ROLE_LABELS.length + 1 }, (_, i) => seriesColor(i));
    expect(new Set(colours).size).toBe(colours.length);
    for (const colour of CHART_COLORS) expect(contrastOnWhite(colour)).toBeGreaterThanOrEqual(3);
  });
});

describe("analytics role names", () => {
  it("names each stored label by the app's role labels, the default group with its other roles", () => {
    expect(roleLabelKeys("Aiuto amministratore cliente")).toEqual(["clientEmployees"]);
    expect(roleLabelKeys("Staff")).toEqual(["administrator"]);
    expect(roleLabelKeys("Freelance")).toEqual([
      "freelancer",
      "companyAdministrator",
      "companyAdministratorManagement",
    ]);
    expect(roleLabelKeys("")).toEqual([]);
    for (const label of ANALYTICS_ROLE_LABELS) expect(roleLabelKeys(label).length).toBeGreaterThan(0);
  });
});
