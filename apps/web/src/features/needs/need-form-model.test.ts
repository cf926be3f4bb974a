import { fpNeedBodySchema, tmNeedBodySchema } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import {
  EMPTY_FP,
  EMPTY_POSITION,
  EMPTY_TM,
  fpToBody,
  needToTmValues,
  needTypeOfParam,
  tmToBody,
  withMinYears,
} from "./need-form-model.ts";

describe("need form model", () => {
  it("turns typed text into the T&M body the contracts validate", () => {
    const body = tmToBody(
      {
        ...EMPTY_TM,
        title: "Payments",
        positions: [
          {
            ...EMPTY_POSITION,
            title: "Dev",
            seniority: "senior",
            max_daily_rate: "450,5",
            profiles_wanted: "2",
            date_start: "2030-01-01",
            mandatory_skills: [
              { id: 3, name: "Java", min_years: "5" },
              { id: 4, name: "Kotlin", min_years: " " },
            ],
            languages: [{ code: "en", min_level: "B2" }],
          },
        ],
      },
      true,
    );
    expect(body.positions[0]).toMatchObject({
      max_daily_rate: 450.5,
      profiles_wanted: 2,
      date_end: null,
      city: null,
      mandatory_skills: [
        { technology_id: 3, min_years: 5 },
        { technology_id: 4, min_years: null },
      ],
    });
    expect(body.publish).toBe(true);
    expect(tmNeedBodySchema.safeParse(body).success).toBe(true);
  });

  it("reports a minimum of years outside 0–50 or not whole under its field, in the interface's words", () => {
    const position = { ...EMPTY_POSITION, title: "Dev", seniority: "senior" as const };
    for (const typed of ["51", "-1", "2.5"]) {
      const result = tmNeedBodySchema.safeParse(
        tmToBody({
          ...EMPTY_TM,
          title: "x",
          positions: [{ ...position, mandatory_skills: [{ id: 3, name: "Java", min_years: typed }] }],
        }),
      );
      expect(result.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`)).toEqual([
        "positions.0.mandatory_skills.0.min_years:validation.years",
      ]);
    }
  });

  it("keeps the typed minimum years when technologies are added or removed, and reads them back from a draft", () => {
    const previous = [
      { id: 3, name: "Java", min_years: "5" },
      { id: 4, name: "Kotlin", min_years: "2" },
    ];
    expect(
      withMinYears(
        [
          { id: 4, name: "Kotlin" },
          { id: 7, name: "Spring" },
        ],
        previous,
      ),
    ).toEqual([
      { id: 4, name: "Kotlin", min_years: "2" },
      { id: 7, name: "Spring", min_years: "" },
    ]);
    const values = needToTmValues({
      id: 1,
      type: "tm",
      title: "Payments",
      status: "draft",
      description: "",
      sector_code: null,
      city: null,
      remote_allowed: false,
      anonymous: false,
      budget: null,
      deadline: null,
      documents: [],
      created_at: "2030-01-01T00:00:00Z",
      updated_at: "2030-01-01T00:00:00Z",
      published_at: null,
      closed_at: null,
      positions: [
        {
          id: 9,
          title: "Dev",
          status: "draft",
          seniority: "senior",
          city: null,
          remote_allowed: false,
          max_daily_rate: null,
          profiles_wanted: 1,
          date_start: null,
          date_end: null,
          description: "",
          mandatory_skills: [
            { technology_id: 3, name: "Java", min_years: 5 },
            { technology_id: 4, name: "Kotlin", min_years: null },
          ],
          nice_skills: [],
          languages: [],
          published_at: null,
        },
      ],
    });
    expect(values.positions[0]?.mandatory_skills).toEqual([
      { id: 3, name: "Java", min_years: "5" },
      { id: 4, name: "Kotlin", min_years: "" },
    ]);
    expect(tmToBody(values).positions[0]?.mandatory_skills).toEqual([
      { technology_id: 3, min_years: 5 },
      { technology_id: 4, min_years: null },
    ]);
  });

  it("leaves unchosen selects undefined so the schema reports them as required", () => {
    const result = tmNeedBodySchema.safeParse(tmToBody({ ...EMPTY_TM, title: "x" }));
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual([
      "positions.0.title",
      "positions.0.seniority",
    ]);
  });

  it("builds the FP body, reporting an empty budget", () => {
    const result = fpNeedBodySchema.safeParse(
      fpToBody({ ...EMPTY_FP, title: "App", description: "d", deadline: "2999-01-01" }),
    );
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["budget"]);
  });

  it("reads the ?type= of /need/create (the blocked modal's buy-not link)", () => {
    expect(needTypeOfParam("time_material")).toBe("tm");
    expect(needTypeOfParam("fixed_price")).toBe("fp");
    expect(needTypeOfParam("other")).toBeNull();
  });
});
