import { describe, expect, it } from "vitest";
import { positionQueryFromParams, projectQueryFromParams } from "./market-filters.ts";

describe("market filters in the address", () => {
  it("reads the T&M filters and ignores junk", () => {
    const q = positionQueryFromParams(
      new URLSearchParams(
        "tech=3,x,4&sen=senior&city=%20Milano%20&remote=1&rate=400&from=2030-01-01&order=rate&page=2",
      ),
    );
    expect(q).toEqual({
      technology: [3, 4],
      seniority: "senior",
      city: "Milano",
      remote: true,
      rate_min: 400,
      date_from: "2030-01-01",
      order: "rate",
      page: 2,
      limit: 12,
    });
    expect(
      positionQueryFromParams(new URLSearchParams("sen=guru&rate=-1&from=tomorrow&page=0&order=x")),
    ).toMatchObject({
      seniority: undefined,
      rate_min: undefined,
      date_from: undefined,
      page: 1,
      order: "recent",
    });
  });

  it("reads the FP filters", () => {
    expect(projectQueryFromParams(new URLSearchParams("budget=1000&order=deadline"))).toMatchObject({
      budget_min: 1000,
      order: "deadline",
      page: 1,
    });
  });
});
