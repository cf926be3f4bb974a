import { describe, expect, it } from "vitest";
import { ROLE } from "../auth/roles.ts";
import { CLIENT_FUNCTIONS, SUPPLIER_FUNCTIONS } from "../shell/functions.ts";
import {
  computeLimitations,
  type LimitationInput,
  NO_ADDON,
  type PlanForLimits,
  partnerSearchBlocked,
} from "./limitations.ts";

const FREE: PlanForLimits = {
  id: 1,
  name: "Free",
  functions: ["manage_users", "SPC", "tEm", "chat", "request_available", "download_cv"],
  maxProject: 0,
  maxPosition: 2,
  nMaxUsers: 1,
  credits: 5,
};
const BUSINESS: PlanForLimits = {
  id: 3,
  name: "Business",
  functions: [...CLIENT_FUNCTIONS],
  maxProject: null,
  maxPosition: null,
  nMaxUsers: 10,
  credits: 100,
};
const recommended = Object.fromEntries(
  CLIENT_FUNCTIONS.map((f) => [f, { name: "Business", checkout: true }]),
);

const client = (over: Partial<LimitationInput> = {}): LimitationInput => ({
  audience: "client",
  roleId: ROLE.CLIENT,
  plan: FREE,
  state: 2,
  counters: { projects: 0, positions: 2, users: 1, creditsUsed: 5 },
  assumeAddon: false,
  recommended,
  ...over,
});

const summary = (input: LimitationInput) =>
  Object.fromEntries(
    computeLimitations(input).map((l) => [
      l.state_function,
      l.blocked
        ? `${l.action}:${l.blocked_for_limit_detail?.name_limit ?? l.blocked_for_plan_detail?.name_plan_recommended}`
        : "open",
    ]),
  );

describe("limitations (§3, §4)", () => {
  it("free client plan with its limits reached: every function's verdict", () => {
    expect(summary(client())).toEqual({
      manage_users: "2:n_max_users",
      SPC: "open",
      tEm: "3:max_position",
      PFP: "1:Business",
      VP: "1:Business",
      accademy_profiles: `10:${NO_ADDON}`,
      chat: "open",
      request_available: "5:credits",
      download_cv: "5:credits",
      information_blocked: "1:Business",
      share_profile_information: "1:Business",
      share_position_information: "1:Business",
      emails_contact: "1:Business",
      download_company: "1:Business",
      search_partner: "1:Business",
    });
  });

  it("free client plan under its limits", () => {
    const s = summary(client({ counters: { projects: 0, positions: 1, users: 0, creditsUsed: 4 } }));
    expect([s.manage_users, s.tEm, s.request_available, s.download_cv]).toEqual([
      "open",
      "open",
      "open",
      "open",
    ]);
  });

  it("business plan: everything open but the hire add-on, whose wording depends on who may buy it", () => {
    const s = summary(
      client({ plan: BUSINESS, counters: { projects: 50, positions: 80, users: 3, creditsUsed: 99 } }),
    );
    expect(Object.entries(s).filter(([, v]) => v !== "open")).toEqual([
      ["accademy_profiles", `10:${NO_ADDON}`],
    ]);
    const employee = summary(client({ plan: BUSINESS, roleId: ROLE.CLIENT_EMPLOYEES }));
    expect(employee.accademy_profiles).toBe(`9:${NO_ADDON}`);
    expect(summary(client({ plan: BUSINESS, assumeAddon: true })).accademy_profiles).toBe("open");
    // The add-on unlocks hiring whatever the plan includes.
    expect(summary(client({ plan: FREE, assumeAddon: true })).accademy_profiles).toBe("open");
  });

  it("offers the create-a-need link for SPC and VP, and records limit details", () => {
    const list = computeLimitations(client({ plan: { ...FREE, functions: [] } }));
    const byState = Object.fromEntries(list.map((l) => [l.state_function, l]));
    expect(byState.SPC).toMatchObject({
      create: 1,
      sourcePage: "profile_available",
      blocked_for_plan_detail: { name_function: "SPC", name_plan_recommended: "Business" },
    });
    expect(byState.VP?.create).toBe(1);
    expect(byState.tEm?.create).toBe(0);
    expect(
      computeLimitations(client()).find((l) => l.state_function === "manage_users")?.blocked_for_limit_detail,
    ).toEqual({ name_limit: "n_max_users", number_max_limit: 1 });
  });

  it("names the recommended plan in English too, the Italian name when there is no English one", () => {
    const withEn = Object.fromEntries(
      SUPPLIER_FUNCTIONS.map((f) => [f, { name: "Fornitore Pro", nameEn: "Supplier Pro", checkout: true }]),
    );
    const detail = (rec: LimitationInput["recommended"]) =>
      computeLimitations(
        client({ audience: "supplier", roleId: ROLE.SUPPLIER, plan: null, state: 1, recommended: rec }),
      )[0]?.blocked_for_plan_detail;
    expect(detail(withEn)).toMatchObject({
      name_plan_recommended: "Fornitore Pro",
      name_plan_recommended_en: "Supplier Pro",
    });
    const itOnly = Object.fromEntries(
      SUPPLIER_FUNCTIONS.map((f) => [f, { name: "Partner", checkout: false }]),
    );
    expect(detail(itOnly)).toMatchObject({
      name_plan_recommended: "Partner",
      name_plan_recommended_en: "Partner",
    });
  });

  it("blocks everything with action 1 when the plan expired or there is none", () => {
    for (const input of [client({ plan: BUSINESS, state: 4 }), client({ plan: null, state: 1 })]) {
      expect(computeLimitations(input).every((l) => l.blocked && l.action === 1)).toBe(true);
    }
  });

  it("gives suppliers their own function set and opens the checkout when the recommended plan is sold there", () => {
    const supplier = computeLimitations(
      client({
        audience: "supplier",
        roleId: ROLE.SUPPLIER,
        plan: { ...FREE, functions: ["SPC", "tEm", "chat"] },
        recommended: Object.fromEntries(
          SUPPLIER_FUNCTIONS.map((f) => [f, { name: "Fornitori", checkout: true }]),
        ),
      }),
    );
    expect(supplier.map((l) => l.state_function)).toEqual([...SUPPLIER_FUNCTIONS]);
    const chat = supplier.find((l) => l.state_function === "chat");
    expect(chat?.blocked).toBe(false);
    const vp = supplier.find((l) => l.state_function === "VP");
    expect(vp).toMatchObject({ blocked: true, action: 1, openCheckout: 1 });
    // Credits meter clients only.
    expect(supplier.find((l) => l.state_function === "download_cv")?.blocked).toBe(true);
    expect(supplier.find((l) => l.state_function === "download_cv")?.action).toBe(1);
  });

  it("never blocks staff", () => {
    for (const roleId of [ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT]) {
      expect(computeLimitations(client({ roleId, plan: null, state: 1 })).some((l) => l.blocked)).toBe(false);
    }
  });
});

describe("partner search (§4)", () => {
  it("is blocked without a search_partner limitation, or when it is blocked; never for staff", () => {
    const list = computeLimitations(client({ plan: BUSINESS }));
    expect(partnerSearchBlocked(list, ROLE.CLIENT)).toBe(false);
    expect(
      partnerSearchBlocked(
        list.filter((l) => l.state_function !== "search_partner"),
        ROLE.CLIENT,
      ),
    ).toBe(true);
    expect(partnerSearchBlocked(computeLimitations(client()), ROLE.SUPPLIER)).toBe(true);
    expect(partnerSearchBlocked([], ROLE.ADMINISTRATOR)).toBe(false);
    expect(partnerSearchBlocked([], ROLE.ADMIN_MANAGEMENT)).toBe(false);
  });
});
