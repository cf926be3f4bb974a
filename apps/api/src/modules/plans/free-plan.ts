import type { DbOrTx } from "../../db/client.ts";
import { FREE_PLAN_ID } from "./plan-catalogue.ts";
import { listPlans } from "./queries.ts";

/**
 * The limits of the client's free plan as the plans table holds them (staff may edit them): the plan a company
 * registered from the open area starts on. null: no limit (or no such plan).
 */
export async function clientFreePlanLimits(
  db: DbOrTx,
): Promise<{ maxPosition: number | null; maxProject: number | null }> {
  const free = (await listPlans(db, "client")).find((p) => p.id === FREE_PLAN_ID.client);
  return { maxPosition: free?.maxPosition ?? null, maxProject: free?.maxProject ?? null };
}
