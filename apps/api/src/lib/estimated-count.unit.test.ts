import { describe, expect, it } from "vitest";
import {
  EXACT_COUNT_UP_TO,
  roughly,
  SAMPLE_ROWS,
  SAMPLE_TRUSTED_FROM,
  samplePercent,
  scaleEstimate,
  settleEstimate,
} from "./estimated-count.ts";

describe("estimated counts", () => {
  it("round an estimate to two significant digits", () => {
    expect(roughly(853_214)).toBe(850_000);
    expect(roughly(1_250)).toBe(1_300);
    expect(roughly(1_234)).toBe(1_200);
    expect(roughly(99.4)).toBe(99);
    expect(roughly(0)).toBe(0);
  });

  it("sample about SAMPLE_ROWS rows of a large table, and nothing of a small or never analysed one", () => {
    expect(samplePercent(1_000_000)).toBeCloseTo((SAMPLE_ROWS / 1_000_000) * 100);
    expect(samplePercent(100_000)).toBeCloseTo((SAMPLE_ROWS / 100_000) * 100);
    expect(samplePercent(SAMPLE_ROWS * 2)).toBeNull();
    expect(samplePercent(-1)).toBeNull();
    expect(samplePercent(Number.NaN)).toBeNull();
    expect(samplePercent(100_000, 1_500)).toBeCloseTo(1.5);
  });

  it("scale a sampled count back to the whole table", () => {
    expect(scaleEstimate(3_750, 0.4)).toBe(940_000);
    expect(scaleEstimate(0, 0.4)).toBe(0);
  });

  it("take a large estimate as it is, and let a capped count decide under it", async () => {
    let counted = 0;
    const count = (found: number) => async () => {
      counted += 1;
      return found;
    };
    expect(await settleEstimate(SAMPLE_TRUSTED_FROM, count(0))).toEqual({
      total: SAMPLE_TRUSTED_FROM,
      approximate: true,
    });
    expect(counted).toBe(0);
    // The sample saw few, the count stopped under the cap: exact.
    expect(await settleEstimate(3_000, count(1_234))).toEqual({ total: 1_234, approximate: false });
    // The count reached the cap: the estimate, never under what was found.
    expect(await settleEstimate(5_000, count(EXACT_COUNT_UP_TO + 1))).toEqual({
      total: 5_000,
      approximate: true,
    });
    expect(await settleEstimate(900, count(EXACT_COUNT_UP_TO + 1))).toEqual({
      total: EXACT_COUNT_UP_TO + 1,
      approximate: true,
    });
    expect(counted).toBe(3);
  });
});
