import { describe, expect, it } from "vitest";
import { experienceSkills, recencyWeight } from "./experience-skills.ts";

describe("experienceSkills", () => {
  const K8S = 7;
  const GO = 8;
  it("weighs use by recency: full up to a year ago, halving every four years after", () => {
    expect(recencyWeight(0)).toBe(1);
    expect(recencyWeight(1)).toBe(1);
    expect(recencyWeight(5)).toBeCloseTo(0.5);
    expect(recencyWeight(10)).toBeCloseTo(0.21, 2);
  });

  it("adds the years of every experience listing a technology and names the latest one", () => {
    const skills = experienceSkills(
      [
        { company: "Acme", startDate: "2021-01-01", endDate: "2024-01-01", technologyIds: [K8S, K8S] },
        { company: "Globex", startDate: "2015-01-01", endDate: "2015-07-01", technologyIds: [K8S, GO] },
        { company: "Initech", startDate: "2026-01-01", endDate: null, technologyIds: [] },
      ],
      "2025-01-15",
    );
    expect(skills.get(K8S)?.source).toEqual({ technologyId: K8S, years: 3.5, company: "Acme", until: 2024 });
    expect(skills.get(K8S)?.strength).toBe(1);
    // Six months ten years ago barely counts.
    expect(skills.get(GO)?.strength).toBeGreaterThan(0);
    expect(skills.get(GO)?.strength).toBeLessThan(0.15);
  });

  it("counts a current job up to the day and names no end year; a job not started yet counts nothing", () => {
    const skills = experienceSkills(
      [
        { company: "Acme", startDate: "2024-07-15", endDate: null, technologyIds: [K8S] },
        { company: "Later", startDate: "2026-01-01", endDate: null, technologyIds: [GO] },
      ],
      "2025-01-15",
    );
    expect(skills.get(K8S)?.source).toMatchObject({ years: 0.5, until: null });
    expect(skills.get(K8S)?.strength).toBeCloseTo(0.5, 1);
    expect(skills.has(GO)).toBe(false);
  });
});
