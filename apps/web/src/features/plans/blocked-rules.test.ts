import { type Limitation, ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { alertOutcome, alertToShow } from "./alert-rules.ts";
import { blockedModalView, upgradeOutcome } from "./blocked-rules.ts";

const limitation = (over: Partial<Limitation>): Limitation => ({
  state_function: "tEm",
  blocked: true,
  action: 1,
  create: 0,
  sourcePage: "need",
  blocked_for_plan_detail: null,
  blocked_for_limit_detail: null,
  openCheckout: 0,
  ...over,
});

describe("blocked-feature modal texts (§2.6)", () => {
  it("action 9 is the add-on error with only a close button", () => {
    expect(blockedModalView(limitation({ action: 9 }), ROLE.CLIENT_EMPLOYEES)).toEqual({
      text: { kind: "addon_cannot_buy" },
      closeOnly: true,
      buyNot: null,
    });
  });

  it("action 10 differs for client and supplier roles", () => {
    expect(blockedModalView(limitation({ action: 10 }), ROLE.CLIENT).text).toEqual({
      kind: "addon",
      audience: "client",
    });
    expect(blockedModalView(limitation({ action: 10 }), ROLE.CLIENT_EMPLOYEES).text).toEqual({
      kind: "addon",
      audience: "client",
    });
    expect(blockedModalView(limitation({ action: 10 }), ROLE.SUPPLIER).text).toEqual({
      kind: "addon",
      audience: "supplier",
    });
  });

  it("action 1 has its own texts for chat, download_cv and information_blocked, else function and plan", () => {
    for (const state of ["chat", "download_cv", "information_blocked"] as const) {
      expect(blockedModalView(limitation({ state_function: state }), ROLE.CLIENT).text).toEqual({
        kind: "plan_specific",
        state,
      });
    }
    const view = blockedModalView(
      limitation({
        state_function: "VP",
        create: 1,
        blocked_for_plan_detail: {
          name_function: "VP",
          name_plan_recommended: "Fornitore Pro",
          name_plan_recommended_en: "Supplier Pro",
        },
      }),
      ROLE.CLIENT,
    );
    expect(view).toEqual({
      text: { kind: "plan", functionState: "VP", planName: "Fornitore Pro", planNameEn: "Supplier Pro" },
      closeOnly: false,
      buyNot: "fixed_price",
    });
    expect(blockedModalView(limitation({ state_function: "SPC", create: 1 }), ROLE.CLIENT).buyNot).toBe(
      "time_material",
    );
  });

  it("other actions name the limit", () => {
    const view = blockedModalView(
      limitation({
        state_function: "manage_users",
        action: 2,
        blocked_for_limit_detail: { name_limit: "n_max_users", number_max_limit: 1 },
      }),
      ROLE.CLIENT,
    );
    expect(view.text).toEqual({ kind: "limit", limit: "n_max_users", max: 1 });
    expect(
      blockedModalView(
        limitation({ action: 4, blocked_for_limit_detail: { name_limit: "something", number_max_limit: 3 } }),
        ROLE.CLIENT,
      ).text,
    ).toEqual({ kind: "limit", limit: "other", max: 3 });
  });
});

describe("blocked-feature modal Upgrade (§4, §6)", () => {
  it("opens the checkout for a supplier with openCheckout 1", () => {
    expect(upgradeOutcome(limitation({ openCheckout: 1 }), ROLE.SUPPLIER)).toEqual({ kind: "checkout" });
    expect(upgradeOutcome(limitation({ openCheckout: 1 }), ROLE.SUPPLIER_MANAGEMENT)).toEqual({
      kind: "checkout",
    });
  });

  it("sends other suppliers to /my_plans_supplier and everyone else to /my_plans with My Plans active", () => {
    expect(upgradeOutcome(limitation({}), ROLE.SUPPLIER)).toEqual({
      kind: "navigate",
      to: "/my_plans_supplier",
      menu: null,
    });
    expect(upgradeOutcome(limitation({ openCheckout: 1 }), ROLE.CLIENT)).toEqual({
      kind: "navigate",
      to: "/my_plans",
      menu: "my_plans",
    });
  });
});

describe("plan alerts (§2.6, §4)", () => {
  it("shows only the first alert, not on the registration stepper", () => {
    const alerts = [
      { code: "plan_expired", action: 5 },
      { code: "complete_profile", action: 4 },
    ];
    expect(alertToShow(alerts, ROLE.CLIENT, "/dashboard_client")).toEqual(alerts[0]);
    expect(alertToShow(alerts, ROLE.CLIENT, "/registration_stepper")).toBeNull();
    expect(alertToShow([], ROLE.CLIENT, "/dashboard_client")).toBeNull();
  });

  it("leaves the supplier's complete-profile request to its own modal", () => {
    const alerts = [{ code: "complete_profile", action: 4 }];
    expect(alertToShow(alerts, ROLE.SUPPLIER, "/dashboard_supplier")).toBeNull();
    expect(alertToShow(alerts, ROLE.CLIENT, "/dashboard_client")).toEqual(alerts[0]);
  });

  it("maps action codes 4, 5 and 6", () => {
    const all = () => true;
    expect(alertOutcome(4, ROLE.CLIENT, all)).toEqual({ kind: "navigate", to: "/company_profile" });
    expect(alertOutcome(4, ROLE.SUPPLIER, all)).toEqual({
      kind: "navigate",
      to: "/company_profile_supplier",
    });
    expect(alertOutcome(4, ROLE.CLIENT, () => false)).toBeNull();
    expect(alertOutcome(5, ROLE.CLIENT, all)).toEqual({ kind: "navigate", to: "/my_plans" });
    expect(alertOutcome(6, ROLE.SUPPLIER, all)).toEqual({ kind: "checkout" });
    expect(alertOutcome(6, ROLE.CLIENT, all)).toEqual({ kind: "navigate", to: "/plans" });
    expect(alertOutcome(7, ROLE.CLIENT, all)).toBeNull();
  });

  it("offers no action 5 or 6 when the company's plans page cannot be opened (page key my_plans off)", () => {
    const noMyPlans = (path: string) => path !== "/my_plans" && path !== "/my_plans_supplier";
    expect(alertOutcome(5, ROLE.CLIENT, noMyPlans)).toBeNull();
    expect(alertOutcome(5, ROLE.SUPPLIER, noMyPlans)).toBeNull();
    // A purchase ends on that page: neither the client's plans nor the supplier's checkout.
    expect(alertOutcome(6, ROLE.CLIENT, noMyPlans)).toBeNull();
    expect(alertOutcome(6, ROLE.SUPPLIER, noMyPlans)).toBeNull();
    expect(alertOutcome(4, ROLE.CLIENT, noMyPlans)).toEqual({ kind: "navigate", to: "/company_profile" });
  });
});
