import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import {
  afterPurchaseTarget,
  automaticCheckout,
  checkoutFormBody,
  checkoutStartTimestamp,
  isPlansPage,
  myPlansPath,
  plansPath,
  pollSubscriptionUpdated,
  purchaseBackPath,
  readCheckoutReturn,
  renewRequest,
  SUPPLIER_CHECKOUT,
  subscriptionCheckDelays,
  thankYouPage,
  withoutCheckoutParams,
} from "./purchase-rules.ts";

describe("subscription-updated check schedule (§4, §9)", () => {
  it("waits 1 s, then 1 s between attempts, 11 attempts in all", () => {
    const delays = subscriptionCheckDelays();
    expect(delays).toHaveLength(11);
    expect(delays.every((d) => d === 1000)).toBe(true);
    expect(subscriptionCheckDelays({ firstDelayMs: 1000, intervalMs: 500, attempts: 3 })).toEqual([
      1000, 500, 500,
    ]);
  });

  it("stops at the first non-empty answer", async () => {
    const waits: number[] = [];
    let calls = 0;
    const updated = await pollSubscriptionUpdated(
      async () => ++calls === 3,
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(updated).toBe(true);
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it("gives up after 11 attempts, counting failures as not yet", async () => {
    let calls = 0;
    const updated = await pollSubscriptionUpdated(
      async () => {
        calls += 1;
        if (calls % 2 === 0) throw new Error("network");
        return false;
      },
      async () => {},
    );
    expect(updated).toBe(false);
    expect(calls).toBe(11);
  });

  it("sends the start time as YYYY-MM-DD HH:mm:ss with a minute of margin", () => {
    expect(checkoutStartTimestamp(new Date("2026-11-22T10:05:30Z"))).toBe("2026-11-22 10:04:30");
  });
});

describe("after a confirmed purchase (§4)", () => {
  it("sends this tab back to where the purchase started while the thank-you page opens in a new tab", () => {
    expect(afterPurchaseTarget(true, "/my_plans?thank_you=1", "/need/12/matches", "/my_plans")).toBe(
      "/need/12/matches",
    );
    expect(afterPurchaseTarget(true, "/my_plans?thank_you=1", null, "/my_plans")).toBe("/my_plans");
  });
  it("shows the thank-you page in this tab when the browser refused the new one", () => {
    expect(afterPurchaseTarget(false, "/my_plans?thank_you=1", "/plans", "/my_plans")).toBe(
      "/my_plans?thank_you=1",
    );
  });
});

describe("thank-you page and plan pages (§4, §6)", () => {
  it("sends clients and the supplier side to their own pages", () => {
    expect(thankYouPage(ROLE.CLIENT, "it")).toEqual({
      path: "/my_plans?thank_you=1",
      audience: "client",
      language: "it",
    });
    expect(thankYouPage(ROLE.CLIENT_EMPLOYEES, "en").language).toBe("other");
    expect(thankYouPage(ROLE.SUPPLIER, "en")).toEqual({
      path: "/my_plans_supplier?thank_you=1",
      audience: "supplier",
      language: "other",
    });
    expect(thankYouPage(ROLE.FREELANCER, "it").audience).toBe("supplier");
    expect(myPlansPath(ROLE.ACCADEMY)).toBe("/my_plans_supplier");
    expect(plansPath(ROLE.CLIENT)).toBe("/plans");
    expect(plansPath(ROLE.SUPPLIER_MANAGEMENT)).toBe("/plans_supplier");
  });
});

describe("checkout return", () => {
  it("reads success with its session, and cancel", () => {
    expect(readCheckoutReturn("?checkout=success&session=abc")).toEqual({
      kind: "success",
      sessionId: "abc",
    });
    expect(readCheckoutReturn("?checkout=cancelled")).toEqual({ kind: "cancelled" });
    expect(readCheckoutReturn("?checkout=other")).toBeNull();
    expect(readCheckoutReturn("")).toBeNull();
  });

  it("drops only the checkout parameters", () => {
    expect(withoutCheckoutParams("?checkout=success&session=abc")).toBe("");
    expect(withoutCheckoutParams("?tab=2&checkout=cancelled")).toBe("?tab=2");
  });
});

describe("automatic checkout (§4)", () => {
  const base = {
    roleId: ROLE.SUPPLIER,
    purchasePlan: 1,
    idPlanPurchase: null,
    pathname: "/dashboard_supplier",
    alreadyOpened: false,
  } as const;

  it("opens plan 8 for a supplier with purchase_plan 1, once", () => {
    expect(automaticCheckout(base)).toEqual({ kind: "checkout", request: SUPPLIER_CHECKOUT });
    expect(SUPPLIER_CHECKOUT).toEqual({ plan_id: 8, plan_charge: "piano-fornitori-cost" });
    expect(automaticCheckout({ ...base, alreadyOpened: true })).toBeNull();
    expect(automaticCheckout({ ...base, purchasePlan: 0 })).toBeNull();
  });

  it("waits while a supplier is on the registration stepper, not a client", () => {
    expect(automaticCheckout({ ...base, pathname: "/registration_stepper" })).toBeNull();
    expect(
      automaticCheckout({
        ...base,
        roleId: ROLE.CLIENT,
        idPlanPurchase: 2,
        pathname: "/registration_stepper",
      }),
    ).toEqual({ kind: "checkout", request: { plan_id: 2 } });
  });

  it("shows the plans to a client who chose none, and never acts for employees", () => {
    expect(automaticCheckout({ ...base, roleId: ROLE.CLIENT })).toEqual({ kind: "plans" });
    expect(automaticCheckout({ ...base, roleId: ROLE.CLIENT_EMPLOYEES, idPlanPurchase: 2 })).toBeNull();
    expect(automaticCheckout({ ...base, roleId: ROLE.SUPPLIER_EMPLOYEES })).toBeNull();
  });
});

describe("checkout request", () => {
  it("drops empty values from the form body", () => {
    expect(checkoutFormBody({ plan_id: 2, return_path: "/plans" }).toString()).toBe(
      "plan_id=2&return_path=%2Fplans",
    );
    expect(
      checkoutFormBody({
        ...SUPPLIER_CHECKOUT,
        addon: true,
        request_purchase_plan_to_sales_id: null,
        return_path: "/my_plans_supplier",
      }).toString(),
    ).toBe("plan_id=8&plan_charge=piano-fornitori-cost&addon=1&return_path=%2Fmy_plans_supplier");
    expect(checkoutFormBody({ plan_id: 3, addon_alone: true }).toString()).toBe("plan_id=3&addon_alone=1");
  });

  it("renews a paid plan, plan 8 with its charge, never a free one", () => {
    expect(renewRequest({ idPlanCurrent: 3, price: 3900 })).toEqual({ plan_id: 3 });
    expect(renewRequest({ idPlanCurrent: 8, price: 1200 })).toEqual(SUPPLIER_CHECKOUT);
    expect(renewRequest({ idPlanCurrent: 1, price: 0 })).toBeNull();
    expect(renewRequest({ idPlanCurrent: null, price: 0 })).toBeNull();
  });
});

describe("back to where you were after a purchase (§3 backRequest)", () => {
  const profile = "/freelance_profile_det/12/4/0/profile/0";

  it("knows the plans pages, with or without a query", () => {
    expect(isPlansPage("/plans")).toBe(true);
    expect(isPlansPage("/my_plans?thank_you=1")).toBe(true);
    expect(isPlansPage("/plans_supplier")).toBe(true);
    expect(isPlansPage("/my_plans_supplier#x")).toBe(true);
    expect(isPlansPage("/plans_list")).toBe(false);
    expect(isPlansPage(profile)).toBe(false);
  });

  it("returns to the page of the blocked modal when the purchase follows its Upgrade", () => {
    expect(purchaseBackPath("/plans", profile)).toBe(profile);
    expect(purchaseBackPath("/my_plans", "/manage_users?page=2")).toBe("/manage_users?page=2");
  });

  it("returns to the page the purchase started on otherwise", () => {
    expect(purchaseBackPath("/plans", null)).toBe("/plans");
    // The checkout opened from a blocked modal outside the plans pages (a supplier's openCheckout).
    expect(purchaseBackPath("/search_supplier", profile)).toBe("/search_supplier");
    // An origin that is itself a plans page adds nothing.
    expect(purchaseBackPath("/plans", "/my_plans")).toBe("/plans");
  });
});
