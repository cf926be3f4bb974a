import { ANALYTICS_LIMITS } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../lib/context.ts";
import { POSTHOG_WATERMARK } from "./posthog.ts";
import {
  addDailyCounts,
  addTermCounts,
  claimWatermark,
  deleteOldEvents,
  moveWatermark,
  nextSliceEnd,
} from "./rollup-queries.ts";

/** The watermark row of the daily rollups (analytics_daily and analytics_term_daily move together). */
export const DAILY_ROLLUP = "daily";
/** app_setting key: how many months raw events are kept (default 13). */
export const RETENTION_SETTING_KEY = "analytics_retention_months";

export type RollupOptions = {
  /** Events younger than this are left for the next run (default 60 s): see nextSliceEnd. */
  settleSeconds?: number;
  /** Events counted per transaction (default 50,000). */
  sliceSize?: number;
};

/**
 * Adds every settled event above the watermark to the daily rollups, a slice per transaction: the watermark row
 * is locked FOR UPDATE first, so instances running this at once count each event exactly once (the second waits,
 * then finds the watermark moved). Answers how far the watermark moved (event ids).
 */
export async function refreshAnalyticsRollups(db: Db, options: RollupOptions = {}): Promise<number> {
  const settle = options.settleSeconds ?? 60;
  const size = options.sliceSize ?? 50_000;
  let counted = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const after = await claimWatermark(tx, DAILY_ROLLUP);
      const upTo = await nextSliceEnd(tx, after, settle, size);
      if (upTo === null) return 0;
      await addDailyCounts(tx, after, upTo);
      await addTermCounts(tx, after, upTo);
      await moveWatermark(tx, DAILY_ROLLUP, upTo);
      return upTo - after;
    });
    if (moved === 0) return counted;
    counted += moved;
  }
}

/** The configured retention in months (app_setting), the default when unset or not a sane number. */
export async function retentionMonths(ctx: AppContext): Promise<number> {
  const value = Number(await ctx.settings.get<unknown>(RETENTION_SETTING_KEY));
  return Number.isInteger(value) && value >= 1 && value <= 120
    ? value
    : ANALYTICS_LIMITS.defaultRetentionMonths;
}

/**
 * Deletes raw events older than the retention, in batches of `batch` rows (short statements that never hold
 * many locks), only events the rollups counted and, when PostHog forwarding is on (POSTHOG_KEY), events the
 * forwarder already sent: an outage longer than the retention delays the deletion instead of losing events
 * PostHog never received. The daily rollups keep their figures. Answers how many went.
 */
export async function purgeOldAnalyticsEvents(ctx: AppContext, batch = 5_000): Promise<number> {
  const months = await retentionMonths(ctx);
  const watermarks = ctx.config.POSTHOG_KEY ? [DAILY_ROLLUP, POSTHOG_WATERMARK] : [DAILY_ROLLUP];
  let deleted = 0;
  for (;;) {
    const n = await deleteOldEvents(ctx.database.db, months, batch, watermarks);
    deleted += n;
    if (n < batch) return deleted;
  }
}
