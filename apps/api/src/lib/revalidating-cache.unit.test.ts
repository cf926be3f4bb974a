import { describe, expect, it } from "vitest";
import { RevalidatingCache } from "./revalidating-cache.ts";

/** A computation that finishes only when the test says so. */
function gate<V>() {
  let open: (value: V) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<V>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("a cache that refreshes in the background", () => {
  it("computes a key never seen once, in the request, sharing it with callers asking meanwhile", async () => {
    const cache = new RevalidatingCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const first = gate<number>();
    let calls = 0;
    const compute = () => {
      calls++;
      return first.promise;
    };
    const a = cache.get("k", "v1", compute);
    const b = cache.get("k", "v1", compute);
    first.open(42);
    expect(await a).toEqual({ value: 42, stale: false });
    expect(await b).toEqual({ value: 42, stale: false });
    expect(calls).toBe(1);
  });

  it("never makes a request wait for a slow refresh: the last value comes back at once, then the new one", async () => {
    const cache = new RevalidatingCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await cache.get("k", "v1", async () => 1);
    const slow = gate<number>();
    let refreshes = 0;
    const refresh = () => {
      refreshes++;
      return slow.promise;
    };
    // The data changed (new version): the refresh never finishes during these requests, and none waits for it.
    expect(await cache.get("k", "v2", refresh)).toEqual({ value: 1, stale: true });
    expect(await cache.get("k", "v2", refresh)).toEqual({ value: 1, stale: true });
    expect(cache.refreshing("k")).toBe(true);
    expect(refreshes).toBe(1);
    slow.open(2);
    await settle();
    expect(cache.refreshing("k")).toBe(false);
    expect(await cache.get("k", "v2", refresh)).toEqual({ value: 2, stale: false });
    expect(refreshes).toBe(1);
  });

  it("refreshes an answer older than the TTL even when the version is the same", async () => {
    let now = 0;
    const cache = new RevalidatingCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    await cache.get("k", "v", async () => 1);
    now = 1000;
    expect(await cache.get("k", "v", async () => 2)).toEqual({ value: 1, stale: false });
    now = 1001;
    expect(await cache.get("k", "v", async () => 3)).toEqual({ value: 1, stale: true });
    await settle();
    expect(await cache.get("k", "v", async () => 4)).toEqual({ value: 3, stale: false });
  });

  it("keeps the stale value when a background refresh fails, reports it, and tries again on the next read", async () => {
    const errors: unknown[] = [];
    const cache = new RevalidatingCache<number>({
      ttlMs: 1000,
      maxEntries: 10,
      onRefreshError: (error) => errors.push(error),
    });
    await cache.get("k", "v1", async () => 1);
    const failing = gate<number>();
    expect(await cache.get("k", "v2", () => failing.promise)).toEqual({ value: 1, stale: true });
    failing.fail(new Error("database down"));
    await settle();
    expect(errors).toHaveLength(1);
    expect(await cache.get("k", "v2", async () => 5)).toEqual({ value: 1, stale: true });
    await settle();
    expect(await cache.get("k", "v2", async () => 6)).toEqual({ value: 5, stale: false });
  });

  it("computes in the request what serveStale refuses, and does not remember what keep refuses", async () => {
    const cache = new RevalidatingCache<number>({ ttlMs: 1000, maxEntries: 10, serveStale: (v) => v >= 100 });
    await cache.get("small", "v1", async () => 5);
    expect(await cache.get("small", "v2", async () => 6)).toEqual({ value: 6, stale: false });
    const keep = (v: number) => v >= 100;
    await cache.get("cheap", "v1", async () => 7, keep);
    expect(await cache.get("cheap", "v1", async () => 8, keep)).toEqual({ value: 8, stale: false });
  });

  it("keeps at most maxEntries keys, dropping the least recently stored", async () => {
    const cache = new RevalidatingCache<number>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, "v", async () => key.charCodeAt(0));
    expect(await cache.get("a", "v", async () => 0)).toEqual({ value: 0, stale: false });
    expect(await cache.get("c", "v", async () => 0)).toEqual({ value: 99, stale: false });
  });
});
