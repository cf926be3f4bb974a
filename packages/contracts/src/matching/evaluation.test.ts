import { describe, expect, it } from "vitest";
import { evaluateMatching } from "./evaluation.ts";
import { EVALUATION_POSITIONS, EVALUATION_PROFILES } from "./evaluation-set.ts";
import { ndcgAt, precisionAt } from "./ranking-metrics.ts";

describe("ranking metrics", () => {
  const grades = new Map([
    ["a", 2],
    ["b", 1],
  ]);
  it("precision@k counts relevant results in the first k", () => {
    expect(precisionAt(5, ["a", "x", "b", "y", "z"], grades)).toBe(0.4);
    expect(precisionAt(2, ["x", "y", "a"], grades)).toBe(0);
  });
  it("nDCG@k is 1 for the ideal order and lower when grades are swapped or missing", () => {
    expect(ndcgAt(10, ["a", "b", "x"], grades)).toBe(1);
    expect(ndcgAt(10, ["b", "a"], grades)).toBeLessThan(1);
    expect(ndcgAt(10, ["x", "y"], grades)).toBe(0);
  });
});

describe("matching evaluation set", () => {
  it("has 30 positions judged by hand against a pool where every judged profile exists", () => {
    const ids = new Set(EVALUATION_PROFILES.map((p) => p.id));
    expect(EVALUATION_POSITIONS.length).toBeGreaterThanOrEqual(30);
    for (const position of EVALUATION_POSITIONS) {
      expect(position.judgements.size).toBeGreaterThan(0);
      for (const id of position.judgements.keys())
        expect(ids.has(id), `${position.id} judges ${id}`).toBe(true);
    }
  });

  // Figures on the current scorer (docs/performance.md): precision@5 0.573 (bounded by positions with fewer than
  // five relevant profiles), attainable precision@5 0.962, nDCG@10 0.989. The floors below stop regressions.
  it("keeps precision@5 and nDCG@10 of the ranking from regressing", () => {
    const report = evaluateMatching();
    expect(report.precisionAt5).toBeGreaterThanOrEqual(0.55);
    expect(report.attainablePrecisionAt5).toBeGreaterThanOrEqual(0.93);
    expect(report.ndcgAt10).toBeGreaterThanOrEqual(0.97);
  });
});
