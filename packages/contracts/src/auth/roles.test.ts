import { describe, expect, it } from "vitest";
import {
  companyTypeForRole,
  homeForRole,
  isBlockedByRejectedDocumentation,
  isStaffRole,
  REGISTRABLE_ROLES,
  ROLE,
  ROLE_IDS,
  ROLE_NAMES,
  roleIn,
} from "./roles.ts";

describe("roles", () => {
  it("tells whether a role is in a list, a missing role being in none", () => {
    const managers = [ROLE.SUPPLIER, ROLE.SUPPLIER_MANAGEMENT] as const;
    expect(roleIn(managers, ROLE.SUPPLIER_MANAGEMENT)).toBe(true);
    expect(roleIn(managers, ROLE.SUPPLIER_EMPLOYEES)).toBe(false);
    expect(roleIn(managers, 99)).toBe(false);
    expect(roleIn(managers, null)).toBe(false);
    expect(roleIn(managers, undefined)).toBe(false);
  });

  it("has the 13 roles of §6 with distinct names", () => {
    expect(ROLE_IDS).toHaveLength(13);
    expect(new Set(Object.values(ROLE_NAMES)).size).toBe(13);
  });

  it.each([
    [ROLE.ADMINISTRATOR, "/my_profile"],
    [ROLE.SUPPLIER_EMPLOYEES, "/my_profile"],
    [ROLE.PROFILE_ACCADEMY, "/my_profile"],
    [ROLE.SUPPLIER, "/dashboard_supplier"],
    [ROLE.SUPPLIER_MANAGEMENT, "/dashboard_supplier"],
    [ROLE.CLIENT, "/dashboard_client"],
    [ROLE.ACCADEMY, "/dashboard_academy"],
    [ROLE.MANAGEMENT_ACCADEMY, "/dashboard_academy"],
    [ROLE.FREELANCER, "/freelance_profile"],
  ])("§2.3: role %i goes home to %s", (role, home) => {
    expect(homeForRole(role)).toBe(home);
  });

  it("gives the roles §2.3 does not list the home of their closest role", () => {
    expect(homeForRole(ROLE.CLIENT_EMPLOYEES)).toBe("/dashboard_client");
    expect(homeForRole(ROLE.ADMIN_MANAGEMENT)).toBe("/my_profile");
    expect(homeForRole(ROLE.COMPANY_ADMINISTRATOR)).toBe("/company");
    expect(homeForRole(ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT)).toBe("/company");
  });

  it("lets Client, Supplier, Freelancer and Accademy sign up", () => {
    expect([...REGISTRABLE_ROLES].sort((a, b) => a - b)).toEqual([
      ROLE.CLIENT,
      ROLE.SUPPLIER,
      ROLE.ACCADEMY,
      ROLE.FREELANCER,
    ]);
  });

  it("maps each role to its company type", () => {
    expect(ROLE_IDS.map(companyTypeForRole)).toEqual([
      "staff",
      "client",
      "supplier",
      "supplier",
      "client",
      "supplier",
      "academy",
      "academy",
      "academy",
      "freelance",
      "staff",
      "company_admin",
      "company_admin",
    ]);
  });

  it("treats Administrator and Admin Management as staff", () => {
    expect(ROLE_IDS.filter(isStaffRole)).toEqual([ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT]);
  });

  it("§4: rejected documentation blocks everyone but Supplier Employees and Profile Accademy", () => {
    expect(ROLE_IDS.filter((r) => !isBlockedByRejectedDocumentation(r, 3))).toEqual([
      ROLE.SUPPLIER_EMPLOYEES,
      ROLE.PROFILE_ACCADEMY,
    ]);
    for (const status of [1, 2, 4])
      expect(ROLE_IDS.some((r) => isBlockedByRejectedDocumentation(r, status))).toBe(false);
  });
});
