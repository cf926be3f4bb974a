import type { Db } from "../../db/client.ts";
import { listPlans } from "./queries.ts";

type PlanRow = Awaited<ReturnType<typeof listPlans>>[number];

/** What every plan list says of a plan (names in both languages, yearly price and credits, limits, functions). */
export function planFields(p: PlanRow) {
  return {
    id: p.id,
    audience: p.audience as "client" | "supplier",
    name: p.name,
    title: p.title,
    name_en: p.nameEn,
    title_en: p.titleEn,
    price: Number(p.priceYear),
    credits: p.creditsYear,
    max_project: p.maxProject,
    max_position: p.maxPosition,
    n_max_users: p.nMaxUsers,
    transaction_fee: Number(p.transactionFee),
    functions: p.functions,
  };
}

/** The plans on sale for an audience, each with the functions for which it is the cheapest. */
export async function plansOnSale(db: Db, audience: "client" | "supplier") {
  const plans = (await listPlans(db, audience)).filter((p) => p.active);
  const byPrice = [...plans].sort((a, b) => Number(a.priceYear) - Number(b.priceYear));
  return plans.map((p) => ({
    ...planFields(p),
    charge_code: p.chargeCode,
    is_old_plan: p.isOldPlan,
    // The functions for which this is the cheapest plan: the one the blocked modal recommends.
    recommended_for: p.functions.filter((f) => byPrice.find((q) => q.functions.includes(f))?.id === p.id),
  }));
}
