import { profileListQuerySchema } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  filtersToQuery,
  hasActiveFilters,
  type ProfileListFilters,
} from "./list-filters.ts";

describe("profile list filters ↔ URL", () => {
  it("reads the defaults from an empty address and writes them back as an empty one", () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe("");
  });

  it("round-trips every filter", () => {
    const filters: ProfileListFilters = {
      search: "java",
      availability: "by",
      availableBy: "2026-12-31",
      technologyIds: [3, 8],
      published: "unpublished",
      sort: "rate",
      asc: false,
      page: 3,
      limit: 50,
    };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe(
      "q=java&tech=3%2C8&avail=by&by=2026-12-31&pub=0&sort=rate&asc=0&page=3&limit=50",
    );
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it("ignores junk in the address", () => {
    const filters = filtersFromParams(
      new URLSearchParams("sort=salary&page=-2&limit=7&tech=a,0,5,5&avail=by&by=tomorrow&pub=x"),
    );
    expect(filters).toEqual({ ...DEFAULT_FILTERS, technologyIds: [5] });
  });

  it("sorts names ascending unless told otherwise", () => {
    expect(filtersFromParams(new URLSearchParams("sort=name")).asc).toBe(true);
    expect(filtersFromParams(new URLSearchParams("sort=name&asc=0")).asc).toBe(false);
  });
});

describe("filtersToQuery", () => {
  it("gives a query the API's schema accepts, with the §3 names", () => {
    const query = filtersToQuery({
      ...DEFAULT_FILTERS,
      search: "  ada ",
      availability: "now",
      technologyIds: [1, 2],
      published: "published",
    });
    const parsed = profileListQuerySchema.parse(query);
    expect(parsed).toMatchObject({
      search_word: "ada",
      technology: [1, 2],
      now_available: true,
      published: true,
      order_by: "updated",
      asc: false,
      page: 1,
      limit: 20,
    });
    expect(parsed.available_by).toBeUndefined();
  });

  it("tells whether anything narrows the list", () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: "name", page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: "x" })).toBe(true);
  });
});
