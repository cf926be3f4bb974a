import { describe, expect, it } from "vitest";
import { must } from "../common/must.ts";
import { issueToValidation } from "../common/validation.ts";
import { profileListQuerySchema } from "./list-schemas.ts";
import { profileBodySchema } from "./schemas.ts";

const minimal = { firstname: "Giulia", lastname: "Bianchi", title: "Java Developer", seniority: "middle" };
const codes = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success
    ? []
    : must(result.error, "the validation error").issues.map((i) => [
        i.path.join("."),
        issueToValidation(i as never).code,
      ]);

describe("profile contracts", () => {
  it("accepts a minimal profile and fills the defaults", () => {
    const parsed = profileBodySchema.parse(minimal);
    expect(parsed).toMatchObject({
      summary: null,
      email: null,
      localities: [],
      remote: false,
      full_time: true,
      available_from: null,
      daily_rate_min: null,
      skills: [],
      experiences: [],
    });
  });

  it("normalises e-mails and empty optional texts", () => {
    const parsed = profileBodySchema.parse({
      ...minimal,
      email: " Giulia@Example.COM ",
      phone: "",
      city: " ",
    });
    expect(parsed).toMatchObject({ email: "giulia@example.com", phone: null, city: null });
  });

  it("refuses inverted ranges, repeated entries and bad values with translatable codes", () => {
    const result = profileBodySchema.safeParse({
      ...minimal,
      seniority: "guru",
      phone: "call me",
      daily_rate_min: 500,
      daily_rate_max: 400,
      skills: [
        { technology_id: 1, years: 2, level: 3 },
        { technology_id: 1, years: 4, level: 6 },
      ],
      // A malformed code is refused here; whether a well-formed one is in the table is checked by the API.
      languages: [{ code: "x1", level: "B2" }],
      education: [{ institution: "Polimi", degree: "MSc", start_year: 2015, end_year: 2010 }],
      certifications: [{ name: "AWS", issued_on: "2022-01-01", expires_on: "2021-01-01" }],
    });
    expect(codes(result)).toEqual([
      ["seniority", "validation.required"],
      ["phone", "validation.phone"],
      ["skills.1.level", "validation.invalid"],
      ["languages.0.code", "validation.language_code"],
      ["certifications.0.expires_on", "validation.date_order"],
      ["education.0.end_year", "validation.date_order"],
    ]);
    const ranges = profileBodySchema.safeParse({
      ...minimal,
      daily_rate_min: 500,
      daily_rate_max: 400,
      skills: [
        { technology_id: 1, years: 2, level: 3 },
        { technology_id: 1, years: 4, level: 4 },
      ],
    });
    expect(codes(ranges)).toEqual([
      ["daily_rate_max", "validation.rate_order"],
      ["skills", "validation.duplicate"],
    ]);
  });

  it("reads list filters from query strings (§3 names, lists as 1,2 or repeated keys, 0/1 flags)", () => {
    expect(
      profileListQuerySchema.parse({
        technology: "3,5",
        now_available: "1",
        published: "0",
        order_by: "rate",
        page: "2",
      }),
    ).toMatchObject({
      technology: [3, 5],
      now_available: true,
      published: false,
      order_by: "rate",
      page: 2,
      limit: 20,
    });
    expect(profileListQuerySchema.parse({ technology: ["3", "7"] }).technology).toEqual([3, 7]);
    expect(profileListQuerySchema.parse({}).order_by).toBe("updated");
    expect(profileListQuerySchema.safeParse({ technology: "java" }).success).toBe(false);
    expect(profileListQuerySchema.safeParse({ available_by: "2026-13-45" }).success).toBe(false);
  });
});
