import { describe, expect, it } from "vitest";
import { experienceSourceLabel, languageLevelLabel, seniorityLabel } from "./explain.ts";
import { type MatchPosition, type MatchProfile, scoreMatch } from "./score.ts";

describe("experienceSourceLabel", () => {
  const source = { technologyId: 1, years: 3, company: "Acme", until: 2024 };
  it("says where a skill came from in the reader's language", () => {
    expect(experienceSourceLabel("Kubernetes", source, "en")).toBe("Kubernetes: 3 years at Acme, until 2024");
    expect(experienceSourceLabel("Kubernetes", source, "it")).toBe(
      "Kubernetes: 3 anni in Acme, fino al 2024",
    );
  });
  it("writes decimals, single years, months and current jobs the way each language does", () => {
    expect(experienceSourceLabel("Go", { ...source, years: 2.5, until: null }, "it")).toBe(
      "Go: 2,5 anni in Acme, tuttora",
    );
    expect(experienceSourceLabel("Go", { ...source, years: 1 }, "en")).toBe("Go: 1 year at Acme, until 2024");
    expect(experienceSourceLabel("Go", { ...source, years: 0.5 }, "en")).toBe(
      "Go: 6 months at Acme, until 2024",
    );
    expect(experienceSourceLabel("Go", { ...source, years: 0.1 }, "it")).toBe(
      "Go: 1 mese in Acme, fino al 2024",
    );
  });
});

describe("language levels and seniority in the reader's language", () => {
  it("names a level short of the minimum, native as a word", () => {
    expect(languageLevelLabel("English", "B1", "C1", "en")).toBe("English B1, C1 required");
    expect(languageLevelLabel("Inglese", "B1", "C1", "it")).toBe("Inglese B1, richiesto C1");
    expect(languageLevelLabel("Italiano", "C1", "native", "it")).toBe("Italiano C1, richiesto madrelingua");
    expect(languageLevelLabel("Italian", "C1", "native", "en")).toBe("Italian C1, native required");
  });
  it("says the profile's seniority against the position's", () => {
    expect(seniorityLabel("junior", "senior", "en")).toBe("Junior, Senior required");
    expect(seniorityLabel("junior", "senior", "it")).toBe("Junior, richiesto Senior");
  });
});

describe("what the stored explanation keeps for those labels", () => {
  const position: MatchPosition = {
    seniority: "senior",
    mandatorySkills: [],
    niceSkills: [],
    languages: [
      { code: "en", minLevel: "C1" },
      { code: "de", minLevel: "B2" },
      { code: "fr", minLevel: "C1" },
    ],
    city: null,
    remoteAllowed: true,
    maxDailyRate: null,
    dateStart: null,
  };
  const profile: MatchProfile = {
    seniority: "middle",
    skills: [],
    languages: [
      { code: "en", level: "B2" },
      { code: "fr", level: "A2" },
    ],
    city: null,
    remote: true,
    dailyRateMin: null,
    availableFrom: null,
    feedbackAverage: null,
  };
  const criteria = scoreMatch(position, profile, "2027-01-11").criteria;
  it("keeps codes and both levels of every language spoken below the minimum, and the unspoken as missing", () => {
    const languages = criteria.find((c) => c.criterion === "languages");
    expect(languages?.missing).toEqual(["de"]);
    expect(languages?.levels).toEqual([
      { code: "en", level: "B2", minLevel: "C1" },
      { code: "fr", level: "A2", minLevel: "C1" },
    ]);
    // One level short counts half, further short nothing: (0.5 + 0 + 0) / 3 of 8 points.
    expect(languages?.points).toBe(1.3);
  });
  it("keeps both seniorities when they differ, none when they are the same", () => {
    expect(criteria.find((c) => c.criterion === "seniority")?.seniority).toEqual({
      held: "middle",
      wanted: "senior",
    });
    const same = scoreMatch(position, { ...profile, seniority: "senior" }, "2027-01-11").criteria;
    expect(same.find((c) => c.criterion === "seniority")?.seniority).toBeUndefined();
  });
});
