import type { AnalyticsRefreshResult } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { todayCounts } from "./rollup-queries.ts";
import { refreshAnalyticsRollups } from "./rollups.ts";

/**
 * POST admin/analytics/refresh (staff): runs the rollups now rather than at the job's next turn (events a
 * couple of seconds old are counted) and answers today's counts per event, role label and staff tag.
 */
export async function refreshNow(ctx: AppContext): Promise<AnalyticsRefreshResult> {
  const moved = await refreshAnalyticsRollups(ctx.database.db, { settleSeconds: 2 });
  const today = await todayCounts(ctx.database.db);
  return { moved, today };
}
