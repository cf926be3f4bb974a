import { fpNeedBodySchema, tmNeedBodySchema } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import {
  EMPTY_FP,
  EMPTY_POSITION,
  EMPTY_TM,
  fpToBody,
  needTypeOfParam,
  tmToBody,
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
            mandatory_skills: [{ id: 3, name: "Java" }],
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
      mandatory_skills: [{ technology_id: 3 }],
    });
    expect(body.publish).toBe(true);
    expect(tmNeedBodySchema.safeParse(body).success).toBe(true);
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
