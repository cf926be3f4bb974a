import { describe, expect, it } from "vitest";
import { roughly, SAMPLE_ROWS, samplePercent, scaleEstimate } from "./estimated-count.ts";

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
});
