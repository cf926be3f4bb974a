import { describe, expect, it } from "vitest";
import { ROLE } from "../auth/roles.ts";
import { getsInviteSummary } from "./invite-summary.ts";

describe("the Invite summary's recipients (§6 invitation check)", () => {
  it("is skipped for staff, supplier employees and academy roles", () => {
    for (const role of [
      ROLE.ADMINISTRATOR,
      ROLE.ADMIN_MANAGEMENT,
      ROLE.SUPPLIER_EMPLOYEES,
      ROLE.ACCADEMY,
      ROLE.PROFILE_ACCADEMY,
      ROLE.MANAGEMENT_ACCADEMY,
    ])
      expect(getsInviteSummary(role), `role ${role}`).toBe(false);
  });
  it("goes to the supplier, its management and freelancers", () => {
    for (const role of [ROLE.SUPPLIER, ROLE.SUPPLIER_MANAGEMENT, ROLE.FREELANCER])
      expect(getsInviteSummary(role), `role ${role}`).toBe(true);
  });
});
