import { NO_EXPIRY_DATE } from "../common/constants.ts";

/** Plan state (§4): 1 no subscription, 2 active, 3 needs a new plan, 4 expired. */
export const PLAN_STATE = { NONE: 1, ACTIVE: 2, NEEDS_NEW_PLAN: 3, EXPIRED: 4 } as const;
export type PlanState = (typeof PLAN_STATE)[keyof typeof PLAN_STATE];

export type CreditBand = "high" | "medium" | "low";

/** §4: percentage left = 100 − floor(used × 100 / total). No credits at all counts as nothing left. */
export function creditPercentLeft(used: number, total: number): number {
  if (total <= 0) return 0;
  const left = 100 - Math.floor((used * 100) / total);
  return Math.min(100, Math.max(0, left));
}

/** §9 credit bands: 84–100 high, 60–83 medium, 0–59 low. */
export function creditBand(percentLeft: number): CreditBand {
  if (percentLeft >= 84) return "high";
  if (percentLeft >= 60) return "medium";
  return "low";
}

export type PlanCardInput = {
  state: number;
  namePlanCurrent: string | null;
  price: number;
  credits: number;
  creditsUsed: number;
  /** Expiry as dd/mm/yyyy. */
  limit: string | null;
};

export type PlanCard =
  | { kind: "none" }
  | {
      kind: "plan";
      name: string;
      /** Yearly price in euros, or null when the price is 0 (hidden). */
      price: number | null;
      creditsUsed: number;
      creditsTotal: number;
      percentLeft: number;
      band: CreditBand;
      /** Hidden (null) at 31/12/9999; "expired" at state 4, "expires_on" otherwise. */
      expiry: { kind: "expired" | "expires_on"; date: string } | null;
      expired: boolean;
      buyNewPlan: boolean;
      renew: boolean;
      manage: boolean;
    };

/** The plan summary card of the avatar menu (§2.5). */
export function planCard(input: PlanCardInput): PlanCard {
  if (input.state === PLAN_STATE.NONE || !input.namePlanCurrent) return { kind: "none" };
  const percentLeft = creditPercentLeft(input.creditsUsed, input.credits);
  const expired = input.state === PLAN_STATE.EXPIRED;
  const expiry =
    input.limit && input.limit !== NO_EXPIRY_DATE
      ? { kind: expired ? ("expired" as const) : ("expires_on" as const), date: input.limit }
      : null;
  return {
    kind: "plan",
    name: input.namePlanCurrent,
    price: input.price > 0 ? input.price : null,
    creditsUsed: input.creditsUsed,
    creditsTotal: input.credits,
    percentLeft,
    band: creditBand(percentLeft),
    expiry,
    expired,
    buyNewPlan: input.state === PLAN_STATE.NEEDS_NEW_PLAN || expired,
    renew: expired,
    manage: true,
  };
}
