import {
  formatTimestamp,
  ROLE,
  type RoleId,
  SUPPLIER_PLAN_CHARGE,
  SUPPLIER_PLAN_ID,
  TIMINGS,
} from "@mkt/contracts";

/** §4/§9: the subscription-updated check runs 1 s after the return, then every second, 11 attempts in all. */
export const SUBSCRIPTION_CHECK = {
  firstDelayMs: TIMINGS.subscriptionCheckFirstMs,
  /** §9: one second apart. */
  intervalMs: 1000,
  attempts: TIMINGS.subscriptionCheckAttempts,
} as const;

/** The wait before each attempt of the subscription-updated check (§4): 1 s, then 1 s apart, 11 in all. */
export type CheckSchedule = { firstDelayMs: number; intervalMs: number; attempts: number };

export function subscriptionCheckDelays(schedule: CheckSchedule = SUBSCRIPTION_CHECK): number[] {
  return Array.from({ length: schedule.attempts }, (_, i) =>
    i === 0 ? schedule.firstDelayMs : schedule.intervalMs,
  );
}

/**
 * Runs `check` on the §4 schedule until it answers true or the attempts run out. Failed attempts count as
 * "not yet". Resolves true when the subscription was seen updated.
 */
export async function pollSubscriptionUpdated(
  check: () => Promise<boolean>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  schedule: CheckSchedule = SUBSCRIPTION_CHECK,
): Promise<boolean> {
  for (const delay of subscriptionCheckDelays(schedule)) {
    await wait(delay);
    try {
      if (await check()) return true;
    } catch {
      // A failed attempt is retried like an empty answer.
    }
  }
  return false;
}

/** The `date` of getCheckSubscriptionIsUpdated: when the purchase started, YYYY-MM-DD HH:mm:ss (UTC). */
export function checkoutStartTimestamp(startedAt: Date): string {
  // A minute of margin absorbs clock differences between the browser and the server.
  return formatTimestamp(new Date(startedAt.getTime() - 60_000));
}

/** Who buys as a client (client plans and the client thank-you page) and who as a supplier. */
export function purchaseAudience(roleId: RoleId): "client" | "supplier" {
  return roleId === ROLE.CLIENT || roleId === ROLE.CLIENT_EMPLOYEES ? "client" : "supplier";
}

/** The company's own plans page: /my_plans for clients, /my_plans_supplier for the supplier side. */
export function myPlansPath(roleId: RoleId): "/my_plans" | "/my_plans_supplier" {
  return purchaseAudience(roleId) === "client" ? "/my_plans" : "/my_plans_supplier";
}

/** The plans comparison: /plans for clients, /plans_supplier for the supplier side. */
export function plansPath(roleId: RoleId): "/plans" | "/plans_supplier" {
  return purchaseAudience(roleId) === "client" ? "/plans" : "/plans_supplier";
}

export const THANK_YOU_PARAM = "thank_you";

/**
 * The thank-you page (§4, §6): it varies by client/supplier and by Italian/other language. It is the company's
 * plans page (§2.2 my_plans / my_plans_supplier) opened in its thank-you state.
 */
export function thankYouPage(
  roleId: RoleId,
  language: string,
): { path: string; audience: "client" | "supplier"; language: "it" | "other" } {
  return {
    path: `${myPlansPath(roleId)}?${THANK_YOU_PARAM}=1`,
    audience: purchaseAudience(roleId),
    language: language === "it" ? "it" : "other",
  };
}

export type CheckoutReturn = { kind: "success"; sessionId: string | null } | { kind: "cancelled" };

/** What the hosted checkout appended to the address it sent the user back to (?checkout=success|cancelled). */
export function readCheckoutReturn(search: string): CheckoutReturn | null {
  const params = new URLSearchParams(search);
  const outcome = params.get("checkout");
  if (outcome === "success") return { kind: "success", sessionId: params.get("session") };
  if (outcome === "cancelled") return { kind: "cancelled" };
  return null;
}

/** The same query without the checkout's parameters ("" when nothing is left, else "?…"). */
export function withoutCheckoutParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("checkout");
  params.delete("session");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

export type CheckoutRequest = {
  plan_id: number;
  plan_charge?: string;
  addon?: boolean;
  /** The Assumi add-on alone, for the current plan (plan_id) until it expires. */
  addon_alone?: boolean;
};

/** The supplier plan purchase: plan 8 with charge code piano-fornitori-cost (§7, §9). */
export const SUPPLIER_CHECKOUT: CheckoutRequest = {
  plan_id: SUPPLIER_PLAN_ID,
  plan_charge: SUPPLIER_PLAN_CHARGE,
};

/**
 * §4 automatic checkout: when the session user's purchase_plan is 1 the checkout opens by itself, except on
 * /registration_stepper for supplier roles. Suppliers buy plan 8; clients the plan they chose (id_plan_purchase),
 * or they are shown the plans when none was chosen.
 */
export function automaticCheckout(input: {
  roleId: RoleId;
  purchasePlan: number;
  idPlanPurchase: number | null;
  pathname: string;
  alreadyOpened: boolean;
}): { kind: "checkout"; request: CheckoutRequest } | { kind: "plans" } | null {
  if (input.purchasePlan !== 1 || input.alreadyOpened) return null;
  const audience = purchaseAudience(input.roleId);
  const buyer =
    input.roleId === ROLE.CLIENT ||
    input.roleId === ROLE.SUPPLIER ||
    input.roleId === ROLE.FREELANCER ||
    input.roleId === ROLE.ACCADEMY;
  if (!buyer) return null;
  if (audience === "supplier" && input.pathname.startsWith("/registration_stepper")) return null;
  if (audience === "supplier") return { kind: "checkout", request: SUPPLIER_CHECKOUT };
  return input.idPlanPurchase
    ? { kind: "checkout", request: { plan_id: input.idPlanPurchase } }
    : { kind: "plans" };
}

/** The form-urlencoded body of openCheckoutSubscription (§7): empty values are dropped. */
export function checkoutFormBody(
  request: CheckoutRequest & { request_purchase_plan_to_sales_id?: number | null; return_path?: string },
): URLSearchParams {
  const body = new URLSearchParams();
  const entries: [string, string | number | boolean | null | undefined][] = [
    ["plan_id", request.plan_id],
    ["plan_charge", request.plan_charge],
    ["request_purchase_plan_to_sales_id", request.request_purchase_plan_to_sales_id],
    ["addon", request.addon ? 1 : undefined],
    ["addon_alone", request.addon_alone ? 1 : undefined],
    ["return_path", request.return_path],
  ];
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === "") continue;
    body.set(key, String(value));
  }
  return body;
}

/**
 * Renew (§2.5, state 4) buys the current plan again: plan 8 with its charge code, another paid plan by id. A free
 * or unknown plan cannot be bought (null: the plans page is shown instead).
 */
export function renewRequest(plan: { idPlanCurrent: number | null; price: number }): CheckoutRequest | null {
  if (plan.idPlanCurrent === null || plan.price <= 0) return null;
  return plan.idPlanCurrent === SUPPLIER_PLAN_ID ? SUPPLIER_CHECKOUT : { plan_id: plan.idPlanCurrent };
}

const PLANS_PAGES: readonly string[] = ["/plans", "/plans_supplier", "/my_plans", "/my_plans_supplier"];

/** The pages where plans are compared and bought (an address with or without its query). */
export function isPlansPage(address: string): boolean {
  return PLANS_PAGES.includes(address.split(/[?#]/)[0] ?? "");
}

/**
 * §3 backRequest, the "back to where you were" of the thank-you page. A purchase started on a plans page after
 * the blocked modal's Upgrade (upgradeOrigin: the page the function was blocked on) leads back there, so the
 * user can use the function just bought; any other purchase leads back to the page it started on.
 */
export function purchaseBackPath(startedOn: string, upgradeOrigin: string | null): string {
  if (!upgradeOrigin || !isPlansPage(startedOn) || isPlansPage(upgradeOrigin)) return startedOn;
  return upgradeOrigin;
}

/**
 * Where this tab goes once a paid purchase is confirmed (§4): the thank-you page opens in a new tab, and this tab
 * returns to where the purchase started (the saved backRequest), else to the company's plans page. When the
 * browser refused the new tab, the thank-you page shows here instead.
 */
export function afterPurchaseTarget(
  thankYouTabOpened: boolean,
  thankYou: string,
  backRequest: string | null,
  myPlans: string,
): string {
  if (!thankYouTabOpened) return thankYou;
  return backRequest ?? myPlans;
}
