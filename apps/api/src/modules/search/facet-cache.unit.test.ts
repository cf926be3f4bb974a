import { profileSearchQuerySchema } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { FACET_STALE_FROM_TOTAL, FACET_TTL_MS, FacetCache } from "./facet-cache.ts";

const filter = (query: Record<string, string>) => profileSearchQuerySchema.parse(query);
const big = FACET_STALE_FROM_TOTAL;
const answer = (total: number) => ({
  total,
  facets: { seniority: [], type_profiles: [], technology: [], premium: 0, now_available: 0 },
});

describe("the facet cache of the talent search", () => {
  it("shares an answer between pages and orders of one search, not between filters or days", () => {
    const key = FacetCache.keyOf(filter({ seniority: "senior" }), "2026-11-22");
    expect(
      FacetCache.keyOf(filter({ seniority: "senior", start_profile: "40", order_by: "rate" }), "2026-11-22"),
    ).toBe(key);
    expect(FacetCache.keyOf(filter({ seniority: "junior" }), "2026-11-22")).not.toBe(key);
    expect(FacetCache.keyOf(filter({ seniority: "senior" }), "2026-11-23")).not.toBe(key);
  });

  it("answers a large search at once with the last counts, marked stale, after the data version changed or its time is up", async () => {
    let now = 1000;
    const cache = new FacetCache({ now: () => now });
    const got = (version: string, total: number) => cache.get("k", version, async () => answer(total));
    expect(await got("v1", big)).toEqual({ value: answer(big), stale: false });
    now += FACET_TTL_MS;
    expect(await got("v1", big + 9)).toEqual({ value: answer(big), stale: false });
    expect(await got("v2", big + 4)).toEqual({ value: answer(big), stale: true });
    await Promise.resolve();
    expect(await got("v2", big + 5)).toEqual({ value: answer(big + 4), stale: false });
    now += FACET_TTL_MS + 1;
    expect(await got("v2", big + 6)).toEqual({ value: answer(big + 4), stale: true });
  });

  it("counts a small search again in the request when out of date (exact, it takes milliseconds)", async () => {
    const cache = new FacetCache();
    await cache.get("k", "v1", async () => answer(big - 1));
    expect(await cache.get("k", "v2", async () => answer(7))).toEqual({ value: answer(7), stale: false });
  });
});
