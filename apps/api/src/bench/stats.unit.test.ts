import { describe, expect, it } from "vitest";
import { percentile, summarize } from "./stats.ts";

describe("bench percentiles", () => {
  it("uses the nearest rank", () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
    expect(summarize([3, 1, 2])).toEqual({ p50: 2, p95: 3, p99: 3, n: 3 });
    expect(percentile([], 50)).toBeNaN();
  });
});
