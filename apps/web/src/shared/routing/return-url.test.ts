import { describe, expect, it } from "vitest";
import { loginPathFor, safeReturnUrl } from "./return-url.ts";

describe("safeReturnUrl", () => {
  it("accepts app paths with their query", () => {
    expect(safeReturnUrl("/my_profile?tab=1")).toBe("/my_profile?tab=1");
  });
  it("refuses other origins, empty values and authentication pages", () => {
    expect(safeReturnUrl("https://evil.test")).toBeNull();
    expect(safeReturnUrl("//evil.test")).toBeNull();
    expect(safeReturnUrl("/\\evil.test")).toBeNull();
    expect(safeReturnUrl("")).toBeNull();
    expect(safeReturnUrl(null)).toBeNull();
    expect(safeReturnUrl("/authentication/login")).toBeNull();
  });
  it("builds the login address", () => {
    expect(loginPathFor("/dashboard_client")).toBe("/authentication/login?returnUrl=%2Fdashboard_client");
  });
});
