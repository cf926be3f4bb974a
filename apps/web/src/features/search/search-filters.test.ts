import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  DEFAULT_SEARCH,
  searchFromParams,
  searchToParams,
  toggled,
  withFilters,
} from "./search-filters.ts";

const parse = (query: string) => searchFromParams(new URLSearchParams(query));

describe("talent search filters in the address", () => {
  it("round-trips every filter with the §3 names", () => {
    const query =
      "search_word=java&technology=3%2C7&seniority=senior%2Cexpert&type_profiles=freelancer&type_competence=data" +
      "&languages=en&type_languages=C1&localities=Milano%2CTorino&only_loco=1&rate_min=200&rate_max=500" +
      "&full_time=0&now_available=1&only_cv_upload=1&only_profile_feedback=1&premium_profile=1&order_by=rate" +
      "&asc=0&start_profile=20&limit_page=50";
    const filters = parse(query);
    expect(filters).toMatchObject({
      search_word: "java",
      technology: [3, 7],
      seniority: ["senior", "expert"],
      localities: ["Milano", "Torino"],
      only_loco: true,
      rate_min: 200,
      full_time: false,
      order_by: "rate",
      asc: false,
      start_profile: 20,
      limit_page: 50,
    });
    expect(searchToParams(filters).toString()).toBe(query);
  });

  it("gives a plain address for the defaults and drops junk instead of failing", () => {
    expect(searchToParams(DEFAULT_SEARCH).toString()).toBe("");
    const filters = parse(
      "seniority=guru&order_by=age&limit_page=33&start_profile=-4&technology=x&rate_min=2",
    );
    expect(filters).toEqual({ ...DEFAULT_SEARCH, rate_min: 2 });
    expect(parse("type_profiles=freelance").type_profiles).toEqual(["freelancer"]);
  });

  it("starts again from the first result when a filter changes, not when the page does", () => {
    const paged = { ...DEFAULT_SEARCH, start_profile: 40 };
    expect(withFilters(paged, { seniority: ["junior"] }).start_profile).toBe(0);
    expect(withFilters(paged, { start_profile: 60 }).start_profile).toBe(60);
  });

  it("counts the narrowing filters and toggles facet values", () => {
    expect(activeFilterCount(parse("search_word=x&order_by=rate&technology=1,2&now_available=1"))).toBe(2);
    expect(toggled(["junior"], "senior")).toEqual(["junior", "senior"]);
    expect(toggled(["junior", "senior"], "junior")).toEqual(["senior"]);
    expect(toggled(undefined, 3)).toEqual([3]);
  });
});
