import { describe, expect, it } from "vitest";
import { must } from "../common/must.ts";
import { compareMatches } from "./rank.ts";
import {
  bandOfScore,
  MATCH_WEIGHTS,
  type MatchPosition,
  type MatchProfile,
  SKILL_GATE_FLOOR,
  scoreMatch,
  skillGate,
} from "./score.ts";

const JAVA = 1;
const SPRING = 2;
const KAFKA = 3;

const position: MatchPosition = {
  seniority: "senior",
  mandatorySkills: [{ technologyId: JAVA }, { technologyId: SPRING }],
  niceSkills: [{ technologyId: KAFKA }],
  languages: [{ code: "en", minLevel: "B2" }],
  city: "Milano",
  remoteAllowed: true,
  maxDailyRate: 500,
  dateStart: "2027-01-11",
};

const ideal: MatchProfile = {
  seniority: "senior",
  skills: [
    { technologyId: JAVA, years: 8, level: 4 },
    { technologyId: SPRING, years: 6, level: 4 },
    { technologyId: KAFKA, years: 3, level: 3 },
  ],
  languages: [{ code: "en", level: "C1" }],
  city: "Milano",
  remote: false,
  dailyRateMin: 450,
  availableFrom: null,
  feedbackAverage: 5,
};

const criterion = (profile: MatchProfile, name: string, p: MatchPosition = position) =>
  scoreMatch(p, profile).criteria.find((c) => c.criterion === name);

describe("scoreMatch", () => {
  it("gives a profile that meets every criterion 100 and the excellent band", () => {
    expect(scoreMatch(position, ideal)).toMatchObject({ score: 100, band: "excellent" });
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("gives partial credit for the share of mandatory technologies held and names what is missing", () => {
    const noSpring = { ...ideal, skills: ideal.skills.filter((s) => s.technologyId !== SPRING) };
    const result = scoreMatch(position, noSpring);
    expect(result.criteria[0]).toMatchObject({
      criterion: "mandatory_skills",
      outcome: "partial",
      points: MATCH_WEIGHTS.mandatory_skills / 2,
      missing: [SPRING],
    });
    // No cap at 49: half the mandatory skills with everything else met is still a usable match.
    expect(result.score).toBe(100 - MATCH_WEIGHTS.mandatory_skills / 2);
    const none = { ...ideal, skills: [] };
    expect(scoreMatch(position, none).score).toBeLessThan(result.score);
  });

  it("never ranks a profile with no mandatory skill above one holding most of them, whatever the logistics", () => {
    const three: MatchPosition = {
      ...position,
      mandatorySkills: [{ technologyId: JAVA }, { technologyId: SPRING }, { technologyId: KAFKA }],
      niceSkills: [{ technologyId: 9 }],
    };
    // The best possible profile without any mandatory skill (it even holds the nice one)…
    const none = { ...ideal, skills: [{ technologyId: 9, years: 10, level: 5 }] };
    // …against the worst one holding two of three, a year each: junior, on site elsewhere, over budget, late.
    const most: MatchProfile = {
      seniority: "junior",
      skills: [
        { technologyId: JAVA, years: 1, level: 1 },
        { technologyId: SPRING, years: 1, level: 1 },
      ],
      languages: [],
      city: "Palermo",
      remote: false,
      dailyRateMin: 2000,
      availableFrom: "2028-01-01",
      feedbackAverage: 1,
    };
    expect(scoreMatch(three, most).score).toBeGreaterThan(scoreMatch(three, none).score);
    expect(skillGate(0)).toBe(SKILL_GATE_FLOOR);
    expect(skillGate(0.5)).toBe(1);
  });

  it("ranks one missing mandatory skill above two logistics misses (junior, on site in another city)", () => {
    const react: MatchPosition = {
      ...position,
      mandatorySkills: [{ technologyId: JAVA }, { technologyId: SPRING }],
      niceSkills: [],
    };
    const oneSkillShort = { ...ideal, skills: ideal.skills.filter((s) => s.technologyId !== SPRING) };
    const juniorElsewhere: MatchProfile = {
      ...ideal,
      seniority: "junior",
      city: "Napoli",
      remote: false,
      skills: [
        { technologyId: JAVA, years: 1, level: 2 },
        { technologyId: SPRING, years: 1, level: 2 },
      ],
    };
    const onSite = { ...react, remoteAllowed: false };
    for (const p of [react, onSite])
      expect(scoreMatch(p, oneSkillShort).score).toBeGreaterThan(scoreMatch(p, juniorElsewhere).score);
  });

  it("counts technologies of work experiences, weighted by how long and how recently, and says where from", () => {
    const k8sPosition: MatchPosition = {
      ...position,
      mandatorySkills: [{ technologyId: KAFKA }],
      niceSkills: [],
    };
    const base = { ...ideal, skills: ideal.skills.filter((s) => s.technologyId !== KAFKA) };
    const recent = {
      ...base,
      experiences: [
        { company: "Acme", startDate: "2021-01-01", endDate: "2024-01-01", technologyIds: [KAFKA] },
      ],
    };
    const old = {
      ...base,
      experiences: [
        { company: "Globex", startDate: "2015-01-01", endDate: "2015-07-01", technologyIds: [KAFKA] },
      ],
    };
    const asOf = "2025-01-15";
    const skills = (p: MatchProfile) => scoreMatch(k8sPosition, p, asOf).criteria[0];
    expect(skills(recent)).toMatchObject({
      outcome: "partial",
      fromExperience: [{ technologyId: KAFKA, years: 3, company: "Acme", until: 2024 }],
    });
    expect(skills(recent)?.missing).toBeUndefined();
    // Three years until last year count nearly fully; six months ten years ago barely; never is nothing.
    expect(must(skills(recent), "recent").points).toBeGreaterThan(0.75 * MATCH_WEIGHTS.mandatory_skills);
    expect(must(skills(old), "old").points).toBeLessThan(0.1 * MATCH_WEIGHTS.mandatory_skills);
    expect(must(skills(old), "old").points).toBeGreaterThan(0);
    expect(skills(base)).toMatchObject({ outcome: "miss", points: 0, missing: [KAFKA] });
    // A declared skill that gives more credit than the career is the source: no experience named.
    expect(
      scoreMatch(k8sPosition, { ...ideal, experiences: old.experiences }, asOf).criteria[0]?.fromExperience,
    ).toBeUndefined();
  });

  it("weighs the years of a mandatory skill against the seniority's expectation or the stated minimum", () => {
    const fewYears = { ...ideal, skills: ideal.skills.map((s) => ({ ...s, years: 3 })) };
    expect(criterion(fewYears, "mandatory_skills")?.points).toBeCloseTo(
      MATCH_WEIGHTS.mandatory_skills * (0.6 + 0.4 * 0.5),
      1,
    );
    const strict = { ...position, mandatorySkills: [{ technologyId: JAVA, minYears: 12 }] };
    expect(criterion(ideal, "mandatory_skills", strict)?.outcome).toBe("partial");
  });

  it("names the mandatory technologies held with fewer years than the position's stated minimum", () => {
    const strict = {
      ...position,
      mandatorySkills: [
        { technologyId: JAVA, minYears: 12 },
        { technologyId: SPRING, minYears: 6 },
      ],
    };
    expect(criterion(ideal, "mandatory_skills", strict)?.short).toEqual([
      { technologyId: JAVA, years: 8, minYears: 12 },
    ]);
    // Meeting the minimum, or a position without one, names nothing.
    const met = { ...position, mandatorySkills: [{ technologyId: JAVA, minYears: 8 }] };
    expect(criterion(ideal, "mandatory_skills", met)?.short).toBeUndefined();
    const fewYears = { ...ideal, skills: ideal.skills.map((s) => ({ ...s, years: 1 })) };
    expect(criterion(fewYears, "mandatory_skills")?.short).toBeUndefined();
  });

  it("prefers one seniority step above to one below, and gives nothing two steps away", () => {
    const points = (seniority: MatchProfile["seniority"]) =>
      criterion({ ...ideal, seniority }, "seniority")?.points;
    expect(points("expert")).toBeCloseTo(14 * 0.7);
    expect(points("middle")).toBeCloseTo(14 * 0.4);
    expect(points("junior")).toBe(0);
  });

  it("counts a language one level short as half, further short as nothing (with both levels), absent as missing", () => {
    expect(criterion({ ...ideal, languages: [{ code: "en", level: "B1" }] }, "languages")?.outcome).toBe(
      "partial",
    );
    const farShort = criterion({ ...ideal, languages: [{ code: "en", level: "A2" }] }, "languages");
    expect(farShort).toMatchObject({ outcome: "miss", levels: [{ code: "en", level: "A2" }] });
    expect(farShort?.missing).toBeUndefined();
    expect(criterion({ ...ideal, languages: [] }, "languages")).toMatchObject({ points: 0, missing: ["en"] });
  });

  it("accepts a rate within budget, half within 10% over, nothing beyond; unknown rate is half", () => {
    expect(criterion({ ...ideal, dailyRateMin: 500 }, "rate")?.outcome).toBe("hit");
    expect(criterion({ ...ideal, dailyRateMin: 550 }, "rate")?.outcome).toBe("partial");
    expect(criterion({ ...ideal, dailyRateMin: 551 }, "rate")?.outcome).toBe("miss");
    expect(criterion({ ...ideal, dailyRateMin: null }, "rate")?.outcome).toBe("partial");
  });

  it("matches the city case-insensitively, remote when the position allows it, and nothing else", () => {
    expect(criterion({ ...ideal, city: " milano " }, "location")?.outcome).toBe("hit");
    expect(criterion({ ...ideal, city: "Roma", remote: true }, "location")?.outcome).toBe("partial");
    expect(criterion({ ...ideal, city: "Roma", remote: false }, "location")?.outcome).toBe("miss");
    const onSite = { ...position, remoteAllowed: false };
    expect(criterion({ ...ideal, city: "Roma", remote: true }, "location", onSite)?.outcome).toBe("miss");
  });

  it("treats availability up to 14 days after the start as half", () => {
    expect(criterion({ ...ideal, availableFrom: "2027-01-11" }, "availability")?.outcome).toBe("hit");
    expect(criterion({ ...ideal, availableFrom: "2027-01-25" }, "availability")?.outcome).toBe("partial");
    expect(criterion({ ...ideal, availableFrom: "2027-01-26" }, "availability")?.outcome).toBe("miss");
  });

  it("does not penalise criteria the position leaves open", () => {
    const open: MatchPosition = { ...position, languages: [], maxDailyRate: null, niceSkills: [] };
    const result = scoreMatch(open, { ...ideal, languages: [], dailyRateMin: 900 });
    expect(result.score).toBe(100);
    expect(result.criteria.filter((c) => c.outcome === "not_applicable").map((c) => c.criterion)).toEqual([
      "nice_skills",
      "languages",
      "rate",
    ]);
  });

  it("has no score for a position that states nothing to compare", () => {
    const empty: MatchPosition = {
      seniority: null,
      mandatorySkills: [],
      niceSkills: [],
      languages: [],
      city: null,
      remoteAllowed: false,
      maxDailyRate: null,
      dateStart: null,
    };
    expect(scoreMatch(empty, ideal).band).toBe("no_data");
  });

  it("maps scores to the quality bands", () => {
    expect([100, 85, 84, 70, 69, 50, 49, 0].map(bandOfScore)).toEqual([
      "excellent",
      "excellent",
      "very_good",
      "very_good",
      "good",
      "good",
      "bad",
      "bad",
    ]);
    expect(bandOfScore(null)).toBe("no_data");
  });
});

describe("compareMatches", () => {
  const at = (mandatory: number, availability: number, feedback: number) => ({
    score: 80,
    criteria: [
      {
        criterion: "mandatory_skills" as const,
        outcome: "partial" as const,
        points: mandatory,
        maxPoints: 40,
      },
      { criterion: "availability" as const, outcome: "hit" as const, points: availability, maxPoints: 4 },
      { criterion: "feedback" as const, outcome: "hit" as const, points: feedback, maxPoints: 2 },
    ],
  });
  it("orders by score, then skill depth, availability and feedback, never by who came first", () => {
    expect(compareMatches({ ...at(1, 0, 0), score: 81 }, at(40, 4, 2))).toBeLessThan(0);
    expect(compareMatches(at(30, 0, 0), at(29, 4, 2))).toBeLessThan(0);
    expect(compareMatches(at(30, 4, 0), at(30, 2, 2))).toBeLessThan(0);
    expect(compareMatches(at(30, 4, 1), at(30, 4, 2))).toBeGreaterThan(0);
    expect(compareMatches(at(30, 4, 2), at(30, 4, 2))).toBe(0);
  });
});
