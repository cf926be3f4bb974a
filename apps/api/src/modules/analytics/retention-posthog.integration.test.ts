import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/client.ts";
import { analyticsEvent } from "../../db/schema/index.ts";
import { useTestApp } from "../../test/app.ts";
import { createPostHogJob, purgeOldAnalyticsEvents, refreshAnalyticsRollups } from "./index.ts";

/** Stands in for PostHog's batch endpoint (no network): answers `status`, records how many events came. */
function stubPostHog() {
  const state = { status: 200, received: [] as number[] };
  const fetch: typeof globalThis.fetch = async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { batch: unknown[] };
    state.received.push(body.batch.length);
    return new Response("{}", { status: state.status });
  };
  return { state, fetch };
}

describe("analytics retention with PostHog forwarding on", () => {
  const t = useTestApp({ POSTHOG_KEY: "phc_test" });
  const db = () => t.database.db;

  const rawEvents = async () =>
    resultRows<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM analytics_event`))[0]
      ?.n ?? 0;

  it("deletes old raw events only once the rollups counted them and PostHog received them", async () => {
    const fourteenMonthsAgo = new Date(Date.now() - 430 * 86_400_000);
    await db()
      .insert(analyticsEvent)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          name: "position_detail",
          occurredAt: fourteenMonthsAgo,
          props: { position_id: i + 1 },
        })),
      );
    await refreshAnalyticsRollups(db(), { settleSeconds: 0 });

    // Counted, but the forwarder never ran (no watermark yet): all five stay.
    expect(await purgeOldAnalyticsEvents(t.ctx)).toBe(0);
    expect(await rawEvents()).toBe(5);

    // PostHog is down: the forwarder's watermark stays, so do the events.
    const posthog = stubPostHog();
    const options = { key: "phc_test", host: "http://posthog.test", fetch: posthog.fetch };
    posthog.state.status = 503;
    expect(await createPostHogJob(db(), { ...options, batchSize: 2 })()).toMatchObject({
      status: "failed",
    });
    expect(posthog.state.received).toEqual([2]);
    expect(await purgeOldAnalyticsEvents(t.ctx)).toBe(0);
    expect(await rawEvents()).toBe(5);

    // PostHog is back but the run stops after one batch of two: only those two may go.
    posthog.state.status = 200;
    const oneBatch = createPostHogJob(db(), { ...options, batchSize: 2, maxBatchesPerRun: 1 });
    expect(await oneBatch()).toEqual({ status: "sent", sent: 2, batches: 1 });
    expect(await purgeOldAnalyticsEvents(t.ctx)).toBe(2);
    expect(await rawEvents()).toBe(3);

    // The rest is forwarded: the rest goes.
    expect(await createPostHogJob(db(), options)()).toEqual({ status: "sent", sent: 3, batches: 1 });
    expect(await purgeOldAnalyticsEvents(t.ctx)).toBe(3);
    expect(await rawEvents()).toBe(0);
  });

  it("forwarded but not yet counted by the rollups: the events stay", async () => {
    await db()
      .insert(analyticsEvent)
      .values({ name: "sign_up", occurredAt: new Date(Date.now() - 430 * 86_400_000), props: {} });
    const posthog = stubPostHog();
    const forward = createPostHogJob(db(), {
      key: "phc_test",
      host: "http://posthog.test",
      fetch: posthog.fetch,
    });
    expect(await forward()).toEqual({ status: "sent", sent: 1, batches: 1 });
    expect(await purgeOldAnalyticsEvents(t.ctx)).toBe(0);
    await refreshAnalyticsRollups(db(), { settleSeconds: 0 });
    expect(await purgeOldAnalyticsEvents(t.ctx)).toBe(1);
  });
});
