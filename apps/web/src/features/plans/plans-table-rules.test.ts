import { CLIENT_FUNCTIONS, computeLimitations, type PlanForLimits, ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { functionCell, planAction, plansPageRedirect } from "./plans-table-rules.ts";

const business = { id: 3, price: 3900, functions: [...CLIENT_FUNCTIONS] };
const starter = { id: 2, price: 1490, functions: ["chat"] };
const enterprise = { id: 4, price: 9900, functions: [...CLIENT_FUNCTIONS] };
const free = { id: 1, price: 0, functions: ["chat"] };

describe("plans table: hiring academy profiles is the Assumi add-on", () => {
  it("reads 'with the add-on' for a plan whose function list names it, as the limitation rule decides", () => {
    // The rule the API enforces: a Business client without the add-on is blocked for accademy_profiles.
    const plan: PlanForLimits = {
      id: 3,
      name: "Business",
      functions: business.functions,
      maxProject: null,
      maxPosition: null,
      nMaxUsers: 10,
      credits: 200,
    };
    const hire = computeLimitations({
      audience: "client",
      roleId: ROLE.CLIENT,
      plan,
      state: 2,
      counters: { projects: 0, positions: 0, users: 1, creditsUsed: 37 },
      assumeAddon: false,
      recommended: {},
    }).find((l) => l.state_function === "accademy_profiles");
    expect(hire?.blocked).toBe(true);
    expect(functionCell(business, "accademy_profiles")).toBe("addon");
    expect(functionCell(starter, "accademy_profiles")).toBe("addon");
    expect(functionCell(free, "accademy_profiles")).toBe("not_included");
  });

  it("keeps the plan's own functions as they are", () => {
    expect(functionCell(business, "chat")).toBe("included");
    expect(functionCell(starter, "VP")).toBe("not_included");
  });
});

describe("plans table: the action per plan", () => {
  const onBusiness = { canBuy: true, current: { id: 3, price: 3900, state: 2 } };

  it("marks the current plan, buys higher plans and does not sell a cheaper one as a purchase", () => {
    expect(planAction(business, onBusiness)).toBe("current");
    expect(planAction(enterprise, onBusiness)).toBe("buy");
    expect(planAction(starter, onBusiness)).toBe("lower");
    expect(planAction(free, onBusiness)).toBeNull();
  });

  it("sells every paid plan when the current plan is expired, needs replacing or is free", () => {
    expect(planAction(starter, { canBuy: true, current: { id: 3, price: 3900, state: 4 } })).toBe("buy");
    expect(planAction(starter, { canBuy: true, current: { id: 3, price: 3900, state: 3 } })).toBe("buy");
    expect(planAction(starter, { canBuy: true, current: { id: 1, price: 0, state: 2 } })).toBe("buy");
    expect(planAction(starter, { canBuy: true, current: null })).toBe("buy");
  });

  it("offers nothing to a user who cannot buy", () => {
    expect(planAction(enterprise, { canBuy: false, current: null })).toBeNull();
  });
});

describe("plans pages per role (§2.2 plans, plans_supplier)", () => {
  it("sends a freelancer, a supplier and an academy from the client plans to their own", () => {
    expect(plansPageRedirect(ROLE.FREELANCER, "client")).toBe("/plans_supplier");
    expect(plansPageRedirect(ROLE.SUPPLIER, "client")).toBe("/plans_supplier");
    expect(plansPageRedirect(ROLE.ACCADEMY, "client")).toBe("/plans_supplier");
    expect(plansPageRedirect(ROLE.FREELANCER, "supplier")).toBeNull();
  });

  it("sends a client to the client plans and lets staff see both", () => {
    expect(plansPageRedirect(ROLE.CLIENT, "client")).toBeNull();
    expect(plansPageRedirect(ROLE.CLIENT_EMPLOYEES, "client")).toBeNull();
    expect(plansPageRedirect(ROLE.CLIENT, "supplier")).toBe("/plans");
    expect(plansPageRedirect(ROLE.ADMINISTRATOR, "client")).toBeNull();
    expect(plansPageRedirect(ROLE.ADMIN_MANAGEMENT, "supplier")).toBeNull();
  });
});
