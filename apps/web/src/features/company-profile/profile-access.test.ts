import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { canEditCompanyProfile, companyProfileRouteOf } from "./profile-access.ts";

describe("company profile access", () => {
  it("sends clients to company_profile and supplier-side owners and managers to company_profile_supplier", () => {
    expect(companyProfileRouteOf(ROLE.CLIENT)).toBe("company_profile");
    for (const role of [ROLE.SUPPLIER, ROLE.SUPPLIER_MANAGEMENT, ROLE.ACCADEMY, ROLE.MANAGEMENT_ACCADEMY]) {
      expect(companyProfileRouteOf(role)).toBe("company_profile_supplier");
    }
    for (const role of [
      ROLE.CLIENT_EMPLOYEES,
      ROLE.SUPPLIER_EMPLOYEES,
      ROLE.ADMINISTRATOR,
      ROLE.FREELANCER,
    ]) {
      expect(companyProfileRouteOf(role)).toBeNull();
    }
  });

  it("lets the API's editors complete the profile, and nobody else", () => {
    expect(canEditCompanyProfile(ROLE.SUPPLIER)).toBe(true);
    expect(canEditCompanyProfile(ROLE.FREELANCER)).toBe(true);
    expect(canEditCompanyProfile(ROLE.SUPPLIER_EMPLOYEES)).toBe(false);
    expect(canEditCompanyProfile(ROLE.ADMIN_MANAGEMENT)).toBe(false);
  });
});
