import { describe, expect, it } from "vitest";
import { ROLE, type RoleId } from "../auth/roles.ts";
import {
  type AddProfileInput,
  canAddProfile,
  documentationAllowsProfiles,
  opensPublishedProfile,
} from "./gating.ts";

const base: AddProfileInput = {
  roleId: ROLE.SUPPLIER,
  docStatus: 2,
  docLimitDate: null,
  today: "2026-05-10",
  planStatus: 1,
  addProfileFlag: true,
};

describe("add-profile gating (§4, §5)", () => {
  it.each([
    // role, docStatus, limit date, planStatus, flag → verdict
    [ROLE.SUPPLIER, 2, null, 1, true, "allowed"],
    [ROLE.SUPPLIER, 4, "2026-05-10", 1, true, "allowed"],
    [ROLE.SUPPLIER, 4, "2026-06-01", 1, true, "allowed"],
    [ROLE.SUPPLIER, 4, null, 1, true, "allowed"],
    [ROLE.SUPPLIER, 4, "2026-05-09", 1, true, "documentation"],
    [ROLE.SUPPLIER, 1, null, 1, true, "documentation"],
    [ROLE.SUPPLIER, 3, null, 1, true, "documentation"],
    [ROLE.SUPPLIER, 2, null, 0, true, "plan"],
    [ROLE.SUPPLIER, 2, null, 1, false, "permission"],
    [ROLE.SUPPLIER_MANAGEMENT, 1, null, 0, true, "allowed"],
    [ROLE.SUPPLIER_MANAGEMENT, 2, null, 1, false, "permission"],
    [ROLE.ACCADEMY, 4, "2020-01-01", 0, true, "allowed"],
    [ROLE.ACCADEMY, 2, null, 1, false, "permission"],
    [ROLE.MANAGEMENT_ACCADEMY, 2, null, 1, true, "allowed"],
    [ROLE.MANAGEMENT_ACCADEMY, 2, null, 1, false, "permission"],
    [ROLE.FREELANCER, 1, null, 0, false, "allowed"],
    [ROLE.CLIENT, 2, null, 1, true, "role"],
    [ROLE.CLIENT_EMPLOYEES, 2, null, 1, true, "role"],
    [ROLE.SUPPLIER_EMPLOYEES, 2, null, 1, true, "role"],
    [ROLE.PROFILE_ACCADEMY, 2, null, 1, true, "role"],
    [ROLE.ADMINISTRATOR, 2, null, 1, true, "role"],
  ] as [RoleId, number, string | null, number, boolean, string][])(
    "role %i, documentation %i until %s, plan status %i, flag %s → %s",
    (roleId, docStatus, docLimitDate, planStatus, addProfileFlag, expected) => {
      const verdict = canAddProfile({ ...base, roleId, docStatus, docLimitDate, planStatus, addProfileFlag });
      expect(verdict.allowed ? "allowed" : verdict.reason).toBe(expected);
    },
  );

  it("accepts documentation 2, or 4 until its deadline day included", () => {
    expect(documentationAllowsProfiles(2, "2000-01-01", "2026-05-10")).toBe(true);
    expect(documentationAllowsProfiles(4, "2026-05-10", "2026-05-10")).toBe(true);
    expect(documentationAllowsProfiles(4, "2026-05-09", "2026-05-10")).toBe(false);
  });
});

describe("opensPublishedProfile", () => {
  it("lets staff and clients open any published profile, a company's managers only their own company's", () => {
    for (const role of [ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT, ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES])
      expect(opensPublishedProfile(role, false), String(role)).toBe(true);
    for (const role of [ROLE.SUPPLIER, ROLE.SUPPLIER_MANAGEMENT, ROLE.ACCADEMY, ROLE.FREELANCER]) {
      expect(opensPublishedProfile(role, false), String(role)).toBe(false);
      expect(opensPublishedProfile(role, true), String(role)).toBe(true);
    }
    expect(opensPublishedProfile(ROLE.SUPPLIER_EMPLOYEES, true)).toBe(false);
    expect(opensPublishedProfile(ROLE.PROFILE_ACCADEMY, true)).toBe(false);
  });
});
