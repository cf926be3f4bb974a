import { PUBLIC_PLANS_LIMIT, type PublicPlan } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { hit } from "../../lib/rate-limit.ts";
import { planFields } from "./plans-on-sale.ts";
import { listPlans } from "./queries.ts";

/**
 * GET plans/public: the price list of the public pricing page (issue 20 item 8): the plans on sale for an
 * audience (active, not legacy) with only the fields meant for visitors. Anonymous callers are rate-limited by IP
 * (429 beyond), like the other public reads; signed-in users are not counted.
 */
export async function publicPlans(
  db: Db,
  audience: "client" | "supplier",
  anonymousIp: string | null,
): Promise<PublicPlan[]> {
  if (anonymousIp !== null) await hit(db, "public_plans_ip", anonymousIp, PUBLIC_PLANS_LIMIT);
  const plans = await listPlans(db, audience);
  return plans
    .filter((p) => p.active && !p.isOldPlan)
    .map((p) => ({ ...planFields(p), period: "year" as const }));
}
