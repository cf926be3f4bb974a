import { describe, expect, it } from "vitest";
import { validationMessage } from "../common/validation.ts";
import { positionListQuerySchema } from "./market-schemas.ts";
import { toMatchPosition } from "./match.ts";
import { fpNeedBodySchema, NEED_LIMITS, tmNeedBodySchema } from "./schemas.ts";

const position = {
  title: "Java developer",
  seniority: "senior",
  max_daily_rate: 450,
  date_start: "2030-01-10",
  date_end: "2030-06-30",
  mandatory_skills: [{ technology_id: 1, min_years: 3 }],
  nice_skills: [{ technology_id: 2 }],
  languages: [{ code: "en", min_level: "B2" }],
} as const;

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join(".")}:${i.message}`);

describe("T&M need body", () => {
  it("accepts a need with positions and fills defaults", () => {
    const r = tmNeedBodySchema.parse({ title: " Core banking ", positions: [position] });
    expect(r).toMatchObject({ title: "Core banking", publish: false, anonymous: false, description: "" });
    expect(r.positions[0]).toMatchObject({ profiles_wanted: 1, remote_allowed: false, city: null });
  });

  it("rejects an inverted date range, a zero rate, duplicate technologies and no positions", () => {
    const bad = tmNeedBodySchema.safeParse({
      title: "x",
      positions: [
        {
          ...position,
          date_end: "2029-12-31",
          max_daily_rate: 0,
          nice_skills: [{ technology_id: 1 }],
        },
      ],
    });
    expect(issues(bad)).toEqual(
      expect.arrayContaining([
        "positions.0.max_daily_rate:validation.positive",
        "positions.0.date_end:validation.date_order",
        "positions.0.nice_skills:validation.duplicate",
      ]),
    );
    expect(issues(tmNeedBodySchema.safeParse({ title: "x", positions: [] }))).toEqual([
      "positions:validation.required",
    ]);
  });
});

describe("minimum years of a required technology", () => {
  const withYears = (min_years: unknown) =>
    tmNeedBodySchema.safeParse({
      title: "x",
      positions: [{ ...position, mandatory_skills: [{ technology_id: 1, min_years }] }],
    });

  it("accepts 0 to NEED_LIMITS.yearsMax whole years, or none", () => {
    for (const ok of [0, 5, NEED_LIMITS.yearsMax, null, undefined]) expect(withYears(ok).success).toBe(true);
    expect(withYears(undefined).data?.positions[0]?.mandatory_skills[0]?.min_years).toBeNull();
  });

  it("refuses negative, fractional, too large or non-numeric values with validation.years", () => {
    for (const bad of [-1, 2.5, NEED_LIMITS.yearsMax + 1, "5"])
      expect(issues(withYears(bad)), String(bad)).toEqual([
        "positions.0.mandatory_skills.0.min_years:validation.years",
      ]);
  });

  it("names the same range in its message as the limit", () => {
    expect(validationMessage("validation.years", "it")).toContain(`da 0 a ${NEED_LIMITS.yearsMax}.`);
    expect(validationMessage("validation.years", "en")).toContain(`from 0 to ${NEED_LIMITS.yearsMax}.`);
  });
});

describe("FP need body", () => {
  it("asks for a positive budget and a future deadline", () => {
    const r = fpNeedBodySchema.safeParse({
      title: "App",
      description: "d",
      budget: 0,
      deadline: "2000-01-01",
    });
    expect(issues(r)).toEqual(["budget:validation.positive", "deadline:validation.future_date"]);
    expect(
      fpNeedBodySchema.safeParse({ title: "App", description: "d", budget: 1000, deadline: "2999-01-01" })
        .success,
    ).toBe(true);
  });
});

describe("position list query", () => {
  it("reads technology lists, flags and defaults", () => {
    expect(positionListQuerySchema.parse({ technology: "3,4", remote: "1" })).toMatchObject({
      technology: [3, 4],
      remote: true,
      order: "recent",
      page: 1,
    });
  });
});

describe("toMatchPosition", () => {
  it("maps a position to the matching input", () => {
    expect(
      toMatchPosition({
        id: 1,
        title: "t",
        status: "published",
        seniority: "senior",
        city: "Milano",
        remote_allowed: true,
        max_daily_rate: 400,
        profiles_wanted: 1,
        date_start: "2030-01-01",
        date_end: null,
        description: "",
        mandatory_skills: [{ technology_id: 1, name: "Java", min_years: 2 }],
        nice_skills: [{ technology_id: 2, name: "Go" }],
        languages: [{ code: "en", min_level: "B2" }],
        published_at: null,
      }),
    ).toEqual({
      seniority: "senior",
      mandatorySkills: [{ technologyId: 1, minYears: 2 }],
      niceSkills: [{ technologyId: 2 }],
      languages: [{ code: "en", minLevel: "B2" }],
      city: "Milano",
      remoteAllowed: true,
      maxDailyRate: 400,
      dateStart: "2030-01-01",
    });
  });
});
