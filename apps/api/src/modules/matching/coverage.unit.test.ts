import type { MatchPosition } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { partialCovers, subsets } from "./candidate-queries.ts";
import { coverageGroups } from "./coverage.ts";
import { REBUILD_MIN, rebuildIsCheaper } from "./sweep.ts";

const position = (mandatory: number[], nice: number[] = []): MatchPosition => ({
  seniority: "senior",
  mandatorySkills: mandatory.map((technologyId) => ({ technologyId, minYears: null })),
  niceSkills: nice.map((technologyId) => ({ technologyId })),
  languages: [],
  city: null,
  remoteAllowed: false,
  maxDailyRate: null,
  dateStart: null,
});

describe("matching candidates: coverage groups", () => {
  it("groups each mandatory entry with every id standing for it, once", () => {
    // 90 is a legacy "K8s" row standing for Kubernetes (7).
    const identity = new Map([[90, 7]]);
    expect(coverageGroups(position([1, 7, 1], [5]), identity)).toEqual([[1], [7, 90]]);
  });

  it("ranks by the nice-to-have technologies when the position marks none mandatory", () => {
    expect(coverageGroups(position([], [5, 6]), new Map())).toEqual([[5], [6]]);
  });
});

describe("matching candidates: partial covers, most groups first", () => {
  it("lists subsets in order", () => {
    expect(subsets(3, 2)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(subsets(3, 0)).toEqual([]);
    expect(subsets(2, 3)).toEqual([]);
  });

  it("looks for every smaller cover of a few groups, each group alone last", () => {
    expect(partialCovers(1)).toEqual([]);
    expect(partialCovers(3)).toEqual([[0, 1], [0, 2], [1, 2], [0], [1], [2]]);
    expect(partialCovers(4)).toHaveLength(4 + 6 + 4);
  });

  it("bounds the scans for many groups: the largest covers, then each group alone", () => {
    const covers = partialCovers(7);
    // 7 subsets of 6; those of 5 (21) would pass the bound, and so would every smaller size but the singles.
    expect(covers.filter((c) => c.length === 6)).toHaveLength(7);
    expect(covers.filter((c) => c.length > 1 && c.length < 6)).toHaveLength(0);
    expect(covers.filter((c) => c.length === 1)).toHaveLength(7);
  });
});

describe("matching sweep: how a backlog is caught up", () => {
  it("scores a few queued profiles one by one", () => {
    expect(rebuildIsCheaper(REBUILD_MIN, 10)).toBe(false);
    expect(rebuildIsCheaper(9_000, 5000)).toBe(false);
  });

  it("ranks every open position again after a bulk load", () => {
    expect(rebuildIsCheaper(REBUILD_MIN + 1, 10)).toBe(true);
    expect(rebuildIsCheaper(900_000, 5000)).toBe(true);
  });
});
