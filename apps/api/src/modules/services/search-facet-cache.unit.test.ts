import { serviceSearchBodySchema } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import {
  CATALOGUE_FACET_TTL_MS,
  CatalogueFacetCache,
  type CatalogueFacets,
  FACET_CACHE_FROM_TOTAL,
} from "./search-facet-cache.ts";

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

  it("serves a large answer at once, marked stale, when the data version moves or the time limit passes", async () => {
    let now = 0;
    const cache = new CatalogueFacetCache({ now: () => now });
    const keep = CatalogueFacetCache.worthKeeping;
    const got = (version: string, total: number) => cache.get("k", version, async () => answer(total), keep);
    await got("v1", 5000);
    expect(await got("v1", 6000)).toEqual({ value: answer(5000), stale: false });
    expect(await got("v2", 7000)).toEqual({ value: answer(5000), stale: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await got("v2", 8000)).toEqual({ value: answer(7000), stale: false });
    now = CATALOGUE_FACET_TTL_MS + 1;
    expect(await got("v2", 9000)).toEqual({ value: answer(7000), stale: true });
  });

  it("remembers an estimate whatever its total", () => {
    expect(CatalogueFacetCache.worthKeeping({ ...answer(300), approximate: true })).toBe(true);
    expect(CatalogueFacetCache.worthKeeping(answer(300))).toBe(false);
  });

  it("counts an answer under FACET_CACHE_FROM_TOTAL in every request (never stale)", async () => {
    const cache = new CatalogueFacetCache();
    const keep = CatalogueFacetCache.worthKeeping;
    await cache.get("k", "v1", async () => answer(FACET_CACHE_FROM_TOTAL - 1), keep);
    expect(await cache.get("k", "v1", async () => answer(3), keep)).toEqual({
      value: answer(3),
      stale: false,
    });
  });
});
