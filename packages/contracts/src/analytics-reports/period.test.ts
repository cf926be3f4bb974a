import { describe, expect, it } from "vitest";
import {
  bucketOf,
  bucketsOf,
  isIsoDay,
  median,
  periodDays,
  rate,
  resolvePeriod,
  sumByBucket,
} from "./period.ts";

describe("analytics report periods", () => {
  it("checks calendar days", () => {
    expect(isIsoDay("2026-02-28")).toBe(true);
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2026-02-29")).toBe(false);
    expect(isIsoDay("2026-2-1")).toBe(false);
  });

  it("counts days with both ends and fills the default period", () => {
    expect(periodDays("2026-01-01", "2026-01-01")).toBe(1);
    expect(periodDays("2025-01-01", "2026-12-31")).toBe(730);
    expect(resolvePeriod({}, "2026-11-26")).toEqual({ from: "2026-08-29", to: "2026-11-26" });
    expect(resolvePeriod({ to: "2026-03-31" }, "2026-11-26")).toEqual({
      from: "2026-01-01",
      to: "2026-03-31",
    });
    expect(resolvePeriod({ from: "2026-11-01" }, "2026-11-26")).toEqual({
      from: "2026-11-01",
      to: "2026-11-26",
    });
  });

  it("buckets days by day, ISO week (Monday) and month", () => {
    expect(bucketOf("2026-11-26", "day")).toBe("2026-11-26");
    expect(bucketOf("2026-11-26", "week")).toBe("2026-11-23"); // a Thursday
    expect(bucketOf("2026-11-23", "week")).toBe("2026-11-23"); // the Monday itself
    expect(bucketOf("2026-11-29", "week")).toBe("2026-11-23"); // the Sunday
    expect(bucketOf("2026-01-01", "week")).toBe("2025-12-29"); // across the year
    expect(bucketOf("2026-11-26", "month")).toBe("2026-11-01");
  });

  it("lists every bucket of a period", () => {
    expect(bucketsOf("2026-01-30", "2026-02-02", "day")).toEqual([
      "2026-01-30",
      "2026-01-31",
      "2026-02-01",
      "2026-02-02",
    ]);
    expect(bucketsOf("2026-11-26", "2026-12-08", "week")).toEqual(["2026-11-23", "2026-11-30", "2026-12-07"]);
    expect(bucketsOf("2025-11-15", "2026-02-01", "month")).toEqual([
      "2025-11-01",
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
    ]);
  });

  it("sums days into buckets, empty buckets at 0, days outside ignored", () => {
    const rows = [
      { day: "2026-11-24", value: 2 },
      { day: "2026-11-29", value: 3 },
      { day: "2026-12-01", value: 4 },
      { day: "2027-01-01", value: 100 },
    ];
    expect(sumByBucket(rows, "2026-11-23", "2026-12-13", "week")).toEqual([
      { bucket: "2026-11-23", value: 5 },
      { bucket: "2026-11-30", value: 4 },
      { bucket: "2026-12-07", value: 0 },
    ]);
  });

  it("computes medians and rates", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(rate(1, 3)).toBe(0.3333);
    expect(rate(2, 2)).toBe(1);
    expect(rate(5, 0)).toBeNull();
  });
});
