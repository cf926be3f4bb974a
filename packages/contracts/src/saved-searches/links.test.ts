import { describe, expect, it } from "vitest";
import { savedSearchPath } from "./links.ts";
import { savedProfileCriteriaSchema, savedServiceCriteriaSchema } from "./schemas.ts";

describe("savedSearchPath", () => {
  it("writes the talent search's address in the schema's order, leaving defaults out", () => {
    const criteria = savedProfileCriteriaSchema.parse({
      rate_max: 600,
      only_loco: true,
      full_time: false,
      seniority: "senior,expert",
      search_word: "java dev",
      order_by: "rate",
      asc: true,
    });
    expect(savedSearchPath("profiles", criteria)).toBe(
      "/profile_available?search_word=java+dev&seniority=senior%2Cexpert&only_loco=1&rate_max=600&full_time=0&order_by=rate",
    );
    expect(savedSearchPath("profiles", savedProfileCriteriaSchema.parse({}))).toBe("/profile_available");
    expect(savedSearchPath("profiles", savedProfileCriteriaSchema.parse({ asc: true }))).toBe(
      "/profile_available?asc=1",
    );
  });

  it("writes the catalogue's short names", () => {
    const criteria = savedServiceCriteriaSchema.parse({
      search_word: "cloud",
      category_ids: [3, 4],
      include_on_quote: true,
      price_max: 900,
      supplier_city: "Torino",
      sort: "newest",
    });
    expect(savedSearchPath("services", criteria)).toBe(
      "/find_services?q=cloud&category=3%2C4&price_max=900&on_quote=1&city=Torino&sort=newest",
    );
    expect(savedSearchPath("services", savedServiceCriteriaSchema.parse({}))).toBe("/find_services");
  });
});
