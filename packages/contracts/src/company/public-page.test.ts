import { describe, expect, it } from "vitest";
import { canReadCompanyPage } from "./public-page.ts";

const can = (viewerType: string, targetType: string, sameCompany = false) =>
  canReadCompanyPage({ viewerType, targetType, sameCompany });

describe("canReadCompanyPage", () => {
  it("opens supply-side pages to every signed-in company", () => {
    for (const viewer of ["client", "supplier", "academy", "freelance", "company_admin", "staff"])
      for (const target of ["supplier", "academy", "freelance"])
        expect(can(viewer, target), `${viewer} → ${target}`).toBe(true);
  });

  it("opens a client's page to the supply side and staff, not to other clients", () => {
    expect(can("supplier", "client")).toBe(true);
    expect(can("academy", "client")).toBe(true);
    expect(can("freelance", "client")).toBe(true);
    expect(can("staff", "client")).toBe(true);
    expect(can("client", "client")).toBe(false);
    expect(can("company_admin", "client")).toBe(false);
    expect(can("client", "client", true)).toBe(true);
  });

  it("keeps staff and company-administrator companies private", () => {
    expect(can("client", "staff")).toBe(false);
    expect(can("supplier", "company_admin")).toBe(false);
    expect(can("company_admin", "company_admin", true)).toBe(true);
  });
});
