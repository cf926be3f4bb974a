import type { ClientCredits } from "@mkt/contracts";

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
