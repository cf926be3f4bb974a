import { describe, expect, it, vi } from "vitest";
import { PeriodicRead } from "./periodic-read.ts";

describe("PeriodicRead", () => {
  it("reads once per period and database, again after forget or the period; a failed read is not kept", async () => {
    vi.useFakeTimers();
    try {
      const cache = new PeriodicRead<string, number>(1_000);
      let reads = 0;
      const read = async () => ++reads;
      expect(await cache.get("db1", read)).toBe(1);
      expect(await cache.get("db1", read)).toBe(1);
      expect(await cache.get("db2", read)).toBe(2);
      vi.advanceTimersByTime(1_001);
      expect(await cache.get("db2", read)).toBe(3);
      cache.forget();
      expect(await cache.get("db2", read)).toBe(4);
      await expect(cache.get("db3", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
      expect(await cache.get("db3", read)).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });
});
