import { serviceSearchBodySchema } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { CATALOGUE_FACET_TTL_MS, CatalogueFacetCache, type CatalogueFacets } from "./search-facet-cache.ts";

const answer = (total: number): CatalogueFacets => ({
  total,
  facets: { categories: [], technologies: [], sectors: [], delivery_models: [], price_bands: [] },
});
const body = (over: object) => serviceSearchBodySchema.parse(over);

describe("CatalogueFacetCache", () => {
  it("shares an answer across pages and sorts, not across filters or languages", () => {
    const key = CatalogueFacetCache.keyOf(body({ search_word: "cloud" }), "en");
    expect(CatalogueFacetCache.keyOf(body({ search_word: "cloud", page: 3, sort: "price_asc" }), "en")).toBe(
      key,
    );
    expect(CatalogueFacetCache.keyOf(body({ search_word: "cloud" }), "it")).not.toBe(key);
    expect(CatalogueFacetCache.keyOf(body({ search_word: "cloud", price_max: 10 }), "en")).not.toBe(key);
  });

  it("forgets an answer when the data version moves or the time limit passes", () => {
    const cache = new CatalogueFacetCache();
    cache.set("k", "v1", answer(5000), 0);
    expect(cache.get("k", "v1", 10)?.total).toBe(5000);
    expect(cache.get("k", "v2", 10)).toBeNull();
    cache.set("k", "v1", answer(5000), 0);
    expect(cache.get("k", "v1", CATALOGUE_FACET_TTL_MS + 1)).toBeNull();
  });
});
