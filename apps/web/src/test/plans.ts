import type { ClientCredits } from "@mkt/contracts";
import type { PlanSummary } from "../features/plans/api.ts";

/**
 * GET company/getNumberCredits of a client on Business until 27/07/2027, with 37 of its 200 credits used (82%
 * left), without the Assumi add-on (which it could add alone for 326,22 €); `extra` changes any field.
 */
export function clientCredits(extra: Partial<ClientCredits> = {}): ClientCredits {
  return {
    state: 2,
    creditAvailable: 163,
    credits: 200,
    creditsUsed: 37,
    namePlanCurrent: "Business",
    namePlanCurrent_en: "Business",
    idPlanCurrent: 3,
    price: 3900,
    limit: "27/07/2027",
    is_old_plan: false,
    countProjects: 1,
    countPosition: 7,
    max_project: null,
    max_position: null,
    informationBlocked: false,
    assumePlan: 0,
    n_max_users: 10,
    limitations: [],
    planStatus: 1,
    transactionFee: 0,
    freePlan: false,
    cancel_at_period_end: false,
    addon_alone_price: 326.22,
    ...extra,
  };
}

/** POST billing/openCheckoutSubscription's answer: the local hosted checkout `id`. */
export const hostedCheckout = (id: string, amount: number) => ({
  id,
  provider: "local",
  url: `http://localhost/api/billing/local/checkout/${id}`,
  amount,
  currency: "EUR",
  expires_at: "2026-11-27T17:00:00Z",
});

/**
 * The plans module's summary of the same client (clientCredits as the web reads it): Business until 27/07/2027,
 * the add-on addable alone for 326,22 €; `extra` changes any field.
 */
export function planSummary(extra: Partial<PlanSummary> = {}): PlanSummary {
  return {
    source: "credits",
    state: 2,
    idPlanCurrent: 3,
    namePlanCurrent: "Business",
    namePlanCurrentEn: "Business",
    price: 3900,
    credits: 200,
    creditsUsed: 37,
    creditAvailable: 163,
    limit: "27/07/2027",
    freePlan: false,
    transactionFee: 0,
    countProjects: 1,
    maxProject: null,
    countPosition: 7,
    maxPosition: null,
    nMaxUsers: 10,
    cancelAtPeriodEnd: false,
    assumePlan: false,
    addonAlonePrice: 326.22,
    isOldPlan: false,
    ...extra,
  };
}
