import { describe, expect, it } from "vitest";
import { analyticsReportQuerySchema, chartPeriodQuerySchema } from "./schemas.ts";

const issues = (input: unknown) => {
  const result = analyticsReportQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
};

describe("analytics report queries", () => {
  it("fills defaults", () => {
    expect(analyticsReportQuerySchema.parse({})).toEqual({ granularity: "week", staff: "no" });
    expect(
      analyticsReportQuerySchema.parse({ brand: "3", staff: "yes", granularity: "month" }),
    ).toMatchObject({
      brand: 3,
      staff: "yes",
    });
  });

  it("refuses bad days, reversed and over-long periods, unknown choices, each on its field", () => {
    expect(issues({ from: "2026-02-30" })).toEqual(["from:validation.invalid"]);
    expect(issues({ from: "2026-03-02", to: "2026-03-01" })).toEqual(["to:validation.date_order"]);
    expect(issues({ from: "2024-01-01", to: "2026-01-02" })).toEqual(["from:validation.period_too_long"]);
    expect(issues({ from: "2024-01-02", to: "2026-01-01" })).toEqual([]);
    expect(issues({ granularity: "year", staff: "maybe", brand: "x" }).sort()).toEqual([
      "brand:validation.number",
      "granularity:validation.invalid",
      "staff:validation.invalid",
    ]);
    expect(chartPeriodQuerySchema.safeParse({ to: "2026-01-01", from: "2027-01-01" }).success).toBe(false);
  });
});
