import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { clampPage, invitableRoles, memberActions, pageOf, type TeamMember } from "./team-rules.ts";

const member = (over: Partial<TeamMember>): TeamMember => ({
  id: 10,
  firstname: "Anna",
  lastname: "Neri",
  email: "anna@example.com",
  role_id: ROLE.SUPPLIER_EMPLOYEES,
  role: "Supplier Employees",
  status: "active",
  created_at: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("invitableRoles", () => {
  it("offers the company type's roles and nothing for an unknown type", () => {
    expect(invitableRoles("client")).toEqual([ROLE.CLIENT_EMPLOYEES]);
    expect(invitableRoles("supplier")).toEqual([ROLE.SUPPLIER_EMPLOYEES, ROLE.SUPPLIER_MANAGEMENT]);
    expect(invitableRoles("freelance")).toEqual([]);
    expect(invitableRoles("pirate")).toEqual([]);
  });
});

describe("memberActions", () => {
  it("resends or withdraws a pending invitation", () => {
    expect(memberActions(member({ status: "invited" }), 1, "supplier")).toEqual(["resend", "withdraw"]);
  });
  it("changes role only where the company has another role to offer", () => {
    expect(memberActions(member({}), 1, "supplier")).toEqual(["change_role", "deactivate"]);
    expect(memberActions(member({ role_id: ROLE.CLIENT_EMPLOYEES }), 1, "client")).toEqual(["deactivate"]);
  });
  it("reactivates a deactivated colleague", () => {
    expect(memberActions(member({ status: "disabled" }), 1, "supplier")).toEqual(["reactivate"]);
  });
  it("offers nothing on oneself or on the company owner", () => {
    expect(memberActions(member({ id: 1 }), 1, "supplier")).toEqual([]);
    expect(memberActions(member({ role_id: ROLE.SUPPLIER }), 1, "supplier")).toEqual([]);
  });
});

describe("paging", () => {
  it("slices a page and steps back when the last page empties", () => {
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(clampPage(2, 4, 2)).toBe(1);
    expect(clampPage(0, 0, 10)).toBe(0);
  });
});
