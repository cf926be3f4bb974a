import { INT4_MAX } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { outOfRangeInteger } from "./integer-range.ts";

describe("integers a request may carry", () => {
  it("finds the first integer outside PostgreSQL's integer, with its path", () => {
    expect(outOfRangeInteger({ id: INT4_MAX, page: 1, rate: 1e12 + 0.5 })).toBeNull();
    expect(outOfRangeInteger({ id: INT4_MAX + 1 })).toEqual(["id"]);
    expect(outOfRangeInteger({ delta: -INT4_MAX - 2 })).toEqual(["delta"]);
    expect(outOfRangeInteger({ skills: [{ technology_id: 3 }, { technology_id: 1e15 }] })).toEqual([
      "skills",
      1,
      "technology_id",
    ]);
    expect(outOfRangeInteger([1, 2, 2 ** 53])).toEqual([2]);
  });

  it("leaves other values alone: fractions, text, dates, null", () => {
    expect(
      outOfRangeInteger({ rate: 3e9 + 0.25, name: "2147483648", at: new Date(8.64e15), none: null }),
    ).toBeNull();
    expect(outOfRangeInteger(undefined)).toBeNull();
  });
});
