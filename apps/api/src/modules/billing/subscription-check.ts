import type { Db } from "../../db/client.ts";
import { activeSubscriptionsChangedSince } from "./queries.ts";

/** §7 getCheckSubscriptionIsUpdated: non-empty once the company is on the plan, changed at or after the date (UTC). */
export async function checkSubscriptionUpdated(db: Db, companyId: number, planId: number, date: string) {
  const since = new Date(`${date.replace(" ", "T")}Z`);
  const rows = await activeSubscriptionsChangedSince(db, companyId, planId, since);
  return rows.map((r) => ({ plan_id: r.planId, state: r.state, updated_at: r.updatedAt.toISOString() }));
}
