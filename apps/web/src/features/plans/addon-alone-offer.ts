import { type Language, planName } from "@mkt/contracts";
import type { PlanSummary } from "./api.ts";
import { formatEuro } from "./format.ts";
import type { CheckoutRequest } from "./purchase-rules.ts";

/** The add-on bought alone for the plan the client has (its price until that plan expires). */
export type AddonAloneOffer = {
  plan: string;
  until: string;
  price: string;
  onBuy: () => void;
  busy: boolean;
};

/**
 * The Assumi add-on offered alone for the current plan (§1, issue 20), as /plans' add-on card and /my_plans' current
 * plan card show it: when `allowed` (the screen's own rule: who may buy, who sees the add-on), the plan is known and
 * the API priced the add-on (null when it cannot be bought: no active paid plan, already included).
 */
export function addonAloneOffer(
  summary: PlanSummary | undefined,
  allowed: boolean,
  language: Language,
  purchase: { start: (request: CheckoutRequest) => void; busy: boolean },
): AddonAloneOffer | null {
  const planId = summary?.idPlanCurrent ?? null;
  if (!allowed || !summary || planId === null || summary.addonAlonePrice === null) return null;
  return {
    plan: planName({ name: summary.namePlanCurrent ?? "", name_en: summary.namePlanCurrentEn }, language),
    until: summary.limit ?? "",
    price: formatEuro(summary.addonAlonePrice, language),
    onBuy: () => purchase.start({ plan_id: planId, addon_alone: true }),
    busy: purchase.busy,
  };
}
