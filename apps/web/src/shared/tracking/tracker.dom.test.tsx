// @vitest-environment happy-dom
import { ANALYTICS_LIMITS } from "@mkt/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTracker, type TrackerDeps, type TrackingContext } from "./tracker.ts";

describe("the tracking client", () => {
  let context: TrackingContext;
  let consent: boolean;
  let posts: { body: Record<string, unknown>; token: string | null }[];
  let beacons: Record<string, unknown>[];
  const deps: TrackerDeps = {
    context: () => context,
    consent: () => consent,
    post: async (body, token) => {
      posts.push({ body: JSON.parse(body), token });
    },
    beacon: (body) => {
      beacons.push(JSON.parse(body));
      return true;
    },
  };

  beforeEach(() => {
    vi.useFakeTimers();
    context = { accessToken: "access-1", openToken: null, version: 2 };
    consent = true;
    posts = [];
    beacons = [];
  });
  afterEach(() => vi.useRealTimers());

  it("queues events and sends them together every few seconds with the bearer", async () => {
    const tracker = createTracker(deps);
    tracker.track("position_detail", { position_id: 4 });
    tracker.track("sidebar_click", { sidebar_clic: "need" });
    expect(posts).toEqual([]);
    await vi.advanceTimersByTimeAsync(ANALYTICS_LIMITS.flushIntervalMs);
    expect(posts).toEqual([
      {
        token: "access-1",
        body: {
          events: [
            { name: "position_detail", props: { position_id: 4 } },
            { name: "sidebar_click", props: { sidebar_clic: "need" } },
          ],
        },
      },
    ]);
    expect(tracker.pending()).toBe(0);
    tracker.stop();
  });

  it("sends at once in batches of 50 when the queue fills", async () => {
    const tracker = createTracker(deps);
    for (let i = 0; i < 120; i++) tracker.track("position_detail", { position_id: i + 1 });
    await vi.advanceTimersByTimeAsync(ANALYTICS_LIMITS.flushIntervalMs);
    expect(posts.map((p) => (p.body.events as unknown[]).length)).toEqual([50, 50, 20]);
    tracker.stop();
  });

  it("hands the queue to sendBeacon on page hide, with the access token in the body", () => {
    const tracker = createTracker(deps);
    tracker.track("quote_download", { preventivo_id: 8 });
    tracker.flushWithBeacon();
    expect(beacons).toEqual([
      { events: [{ name: "quote_download", props: { preventivo_id: 8 } }], access_token: "access-1" },
    ]);
    tracker.stop();
  });

  it("sends an open-area visitor's events with their token and consent", async () => {
    context = { accessToken: null, openToken: "open-token", version: 2 };
    const tracker = createTracker(deps);
    tracker.track("profile_detail", { profile_id: 5 });
    await tracker.flush();
    expect(posts).toEqual([
      {
        token: null,
        body: {
          events: [{ name: "profile_detail", props: { profile_id: 5 } }],
          token: "open-token",
          consent: true,
        },
      },
    ]);
    tracker.stop();
  });

  it("does nothing without consent, in product version 1, or for a visitor without an open token", async () => {
    const tracker = createTracker(deps);
    consent = false;
    tracker.track("position_detail", { position_id: 1 });
    consent = true;
    context = { accessToken: "access-1", openToken: null, version: 1 };
    tracker.track("position_detail", { position_id: 1 });
    context = { accessToken: null, openToken: null, version: 2 };
    tracker.track("position_detail", { position_id: 1 });
    expect(tracker.pending()).toBe(0);
    // Consent withdrawn while events wait: they are dropped, not sent.
    context = { accessToken: "access-1", openToken: null, version: 2 };
    tracker.track("position_detail", { position_id: 2 });
    consent = false;
    await vi.advanceTimersByTimeAsync(ANALYTICS_LIMITS.flushIntervalMs);
    tracker.flushWithBeacon();
    expect(posts).toEqual([]);
    expect(beacons).toEqual([]);
    tracker.stop();
  });

  it("drops a batch the network refused rather than retrying", async () => {
    const failing = createTracker({ ...deps, post: () => Promise.reject(new Error("offline")) });
    failing.track("position_detail", { position_id: 1 });
    await failing.flush();
    expect(failing.pending()).toBe(0);
    failing.stop();
  });
});
