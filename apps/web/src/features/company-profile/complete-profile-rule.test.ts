import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { type CompleteProfileInput, wantsCompleteProfileModal } from "./complete-profile-rule.ts";

const supplier: CompleteProfileInput = {
  roleId: ROLE.SUPPLIER,
  profiled: 0,
  assumedUser: false,
  skippedForSession: false,
  pathname: "/dashboard_supplier",
};

describe("complete-profile modal (§2.6, §4)", () => {
  it("opens for a supplier whose company profile is incomplete", () => {
    expect(wantsCompleteProfileModal(supplier)).toBe(true);
  });

  it("stays closed once the profile is complete, after a skip in this session, or for staff acting as the user", () => {
    expect(wantsCompleteProfileModal({ ...supplier, profiled: 1 })).toBe(false);
    expect(wantsCompleteProfileModal({ ...supplier, skippedForSession: true })).toBe(false);
    expect(wantsCompleteProfileModal({ ...supplier, assumedUser: true })).toBe(false);
  });

  it("is for the Supplier role only", () => {
    for (const roleId of [ROLE.CLIENT, ROLE.SUPPLIER_MANAGEMENT, ROLE.ACCADEMY, ROLE.ADMINISTRATOR]) {
      expect(wantsCompleteProfileModal({ ...supplier, roleId })).toBe(false);
    }
  });

  it("is hidden on the stepper, authentication and supplier company profile pages", () => {
    for (const pathname of ["/registration_stepper", "/authentication/login", "/company_profile_supplier"]) {
      expect(wantsCompleteProfileModal({ ...supplier, pathname })).toBe(false);
    }
    expect(wantsCompleteProfileModal({ ...supplier, pathname: "/notifications" })).toBe(true);
  });
});
