import type { OpenFreePlan } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { clientFreePlanLimits } from "../plans/index.ts";
import { requireOpenToken } from "./open-token.ts";

/** GET open/getFreePlanOpen: what the free plan holds, for the visitor's need form (a valid visit only). */
export async function freePlanOpen(ctx: AppContext, token: string | undefined): Promise<OpenFreePlan> {
  const db = ctx.database.db;
  await requireOpenToken(db, token);
  const limits = await clientFreePlanLimits(db);
  return { max_position: limits.maxPosition, max_project: limits.maxProject };
}
