import { describe, expect, it } from "vitest";
import { bandOfScore, MATCH_WEIGHTS, type MatchPosition, type MatchProfile, scoreMatch } from "./score.ts";

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

  it("caps a profile missing a mandatory technology in the bad band and names what is missing", () => {
    const noSpring = { ...ideal, skills: ideal.skills.filter((s) => s.technologyId !== SPRING) };
    const result = scoreMatch(position, noSpring);
    expect(result.score).toBeLessThanOrEqual(49);
    expect(result.band).toBe("bad");
    expect(result.criteria[0]).toMatchObject({
      criterion: "mandatory_skills",
      outcome: "partial",
      missing: [SPRING],
    });
  });

  it("weighs the years of a mandatory skill against the seniority's expectation or the stated minimum", () => {
    const fewYears = { ...ideal, skills: ideal.skills.map((s) => ({ ...s, years: 3 })) };
    expect(criterion(fewYears, "mandatory_skills")?.points).toBeCloseTo(38 * (0.6 + 0.4 * 0.5), 1);
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

  it("counts a language one level short as half, further short or absent as missing", () => {
    expect(criterion({ ...ideal, languages: [{ code: "en", level: "B1" }] }, "languages")?.outcome).toBe(
      "partial",
    );
    expect(criterion({ ...ideal, languages: [{ code: "en", level: "A2" }] }, "languages")).toMatchObject({
      outcome: "miss",
      missing: ["en"],
    });
    expect(criterion({ ...ideal, languages: [] }, "languages")?.points).toBe(0);
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
