import { describe, expect, it } from "vitest";
import { sectionExperiences } from "./entries.ts";

const TODAY = "2026-11-26";

describe("experiences of one month or season", () => {
  it("reads a role line ending with a single dated month or season as a job of that month", () => {
    const jobs = sectionExperiences(
      [
        "\tProject Coordinator\tSeptember 2012 – January 2014",
        "Northwind Traders Ltd. (Toronto, Canada)",
        "Coordinated the site plans.",
        "\tJunior Analyst\tSummer 2009",
        "City of Springfield – Planning Office (Springfield, USA)",
        "Compiled financial reviews.",
      ],
      TODAY,
    );
    expect(jobs.map((j) => [j.role, j.start_date, j.end_date])).toEqual([
      ["Project Coordinator", "2012-09-01", "2014-01-01"],
      ["Junior Analyst", "2009-06-01", "2009-06-01"],
    ]);
  });

  it("does not open a job at a lone year or at a date that is not a role's", () => {
    const jobs = sectionExperiences(
      ["Developer at Acme S.p.A.\t03/2019 – 12/2020", "Best paper award\tJune 2020", "Team prize\t2020"],
      TODAY,
    );
    expect(jobs).toHaveLength(1);
  });
});
