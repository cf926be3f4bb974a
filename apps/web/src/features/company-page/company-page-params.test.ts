import { describe, expect, it } from "vitest";
import { chatWithPath, companyIdParam, companyPagePath } from "./company-page-params.ts";

describe("company page addresses", () => {
  it("reads a positive id from ?company", () => {
    expect(companyIdParam(new URLSearchParams("company=42"))).toBe(42);
  });

  it("answers null for a missing, zero, negative or malformed id", () => {
    for (const query of ["", "company=", "company=0", "company=-3", "company=4a", "company=1.5"])
      expect(companyIdParam(new URLSearchParams(query)), query).toBeNull();
  });

  it("sends clients' pages to customer_profile and the others to supplier_profile", () => {
    expect(companyPagePath({ id: 7, type: "client" })).toBe("/customer_profile?company=7");
    expect(companyPagePath({ id: 8, type: "academy" })).toBe("/supplier_profile?company=8");
    expect(companyPagePath({ id: 9 })).toBe("/supplier_profile?company=9");
    expect(chatWithPath(9)).toBe("/chat_component?company=9");
  });
});
