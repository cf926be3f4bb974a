import { describe, expect, it } from "vitest";
import { profileCompleteness } from "./profile-completeness.ts";

const empty = {
  photo_url: null,
  summary: null,
  city: null,
  skills: [],
  languages: [],
  experiences: [],
  education: [],
  daily_rate_min: null,
  daily_rate_max: null,
};
const skill = (id: number) => ({ technology_id: id, name: `T${id}`, years: 1, level: 3 });

describe("profileCompleteness", () => {
  it("lists every item for an empty profile", () => {
    expect(profileCompleteness(empty)).toEqual({
      percent: 0,
      missing: ["photo", "summary", "city", "skills", "languages", "experiences", "education", "rate"],
    });
  });

  it("counts blank text as missing and needs three skills", () => {
    const result = profileCompleteness({
      ...empty,
      summary: "   ",
      city: "Milano",
      skills: [skill(1), skill(2)],
      daily_rate_max: 250,
    });
    expect(result.missing).toEqual(["photo", "summary", "skills", "languages", "experiences", "education"]);
    expect(result.percent).toBe(25);
  });

  it("reaches 100 when everything is there", () => {
    const result = profileCompleteness({
      photo_url: "/api/profiles/1/photo",
      summary: "Bootcamp Java.",
      city: "Napoli",
      skills: [skill(1), skill(2), skill(3)],
      languages: [{ code: "it", level: "native" }],
      experiences: [
        {
          company: "Academy",
          role: "Stagista",
          start_date: "2025-01-01",
          end_date: null,
          description: null,
          technologies: [],
        },
      ],
      education: [{ institution: "Uni", degree: "Laurea", field: null, start_year: 2020, end_year: 2023 }],
      daily_rate_min: 150,
      daily_rate_max: null,
    });
    expect(result).toEqual({ percent: 100, missing: [] });
  });
});
