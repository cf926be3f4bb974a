import { describe, expect, it } from "vitest";
import { profileCertificationInputSchema, profileExperienceInputSchema } from "./section-schemas.ts";
import { experienceMonths, splitMonths } from "./sections.ts";

describe("experience duration (working_experience timeline)", () => {
  it.each([
    ["2020-03-01", "2020-05-31", 3],
    ["2020-03-15", "2020-03-20", 1],
    ["2019-11-01", "2021-01-31", 15],
    ["2018-01-01", "2019-12-31", 24],
  ])("counts %s → %s as %i months, both ends included", (start, end, months) => {
    expect(experienceMonths(start, end, "2026-01-01")).toBe(months);
  });

  it("counts an open experience up to today", () => {
    expect(experienceMonths("2025-06-01", null, "2026-01-10")).toBe(8);
  });

  it("answers null for reversed or unreadable dates", () => {
    expect(experienceMonths("2022-05-01", "2021-01-01", "2026-01-01")).toBeNull();
    expect(experienceMonths("May 2022", null, "2026-01-01")).toBeNull();
  });

  it("splits months into years and months", () => {
    expect(splitMonths(27)).toEqual({ years: 2, months: 3 });
    expect(splitMonths(11)).toEqual({ years: 0, months: 11 });
    expect(splitMonths(24)).toEqual({ years: 2, months: 0 });
  });
});

describe("entry schemas the section endpoints validate with", () => {
  it("refuses an experience ending before it starts, on end_date", () => {
    const result = profileExperienceInputSchema.safeParse({
      company: "Acme",
      role: "Dev",
      start_date: "2022-01-01",
      end_date: "2021-01-01",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["end_date", "validation.date_order"],
    ]);
  });

  it("refuses a certification expiring before it was issued, on expires_on", () => {
    const result = profileCertificationInputSchema.safeParse({
      name: "PMP",
      issued_on: "2022-01-01",
      expires_on: "2020-01-01",
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["expires_on", "validation.date_order"],
    ]);
  });
});
