import { describe, expect, it } from "vitest";
import { ROLE } from "../auth/roles.ts";
import { planAlerts } from "./alerts.ts";

const base = { roleId: ROLE.CLIENT, state: 2, numberDay: null, companyProfiled: true } as const;

describe("plan alerts (§4)", () => {
  it("has nothing to say for an active plan and a complete profile", () => {
    expect(planAlerts(base)).toEqual([]);
  });
  it("sends clients to their plans page and suppliers to the checkout", () => {
    expect(planAlerts({ ...base, state: 4 })).toEqual([{ code: "plan_expired", action: 5 }]);
    expect(planAlerts({ ...base, roleId: ROLE.SUPPLIER, state: 4 })).toEqual([
      { code: "plan_expired", action: 6 },
    ]);
    expect(planAlerts({ ...base, state: 3 })).toEqual([{ code: "plan_needs_upgrade", action: 5 }]);
    expect(planAlerts({ ...base, state: 1 })).toEqual([{ code: "no_plan", action: 5 }]);
  });
  it("adds the upgrade alert on the last day, and the company-profile alert last", () => {
    expect(planAlerts({ ...base, numberDay: 0, companyProfiled: false })).toEqual([
      { code: "plan_expires_today", action: 5 },
      { code: "complete_profile", action: 4 },
    ]);
    expect(planAlerts({ ...base, numberDay: 3 })).toEqual([]);
  });
});
