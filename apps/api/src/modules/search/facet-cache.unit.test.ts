import { profileSearchQuerySchema } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { FACET_TTL_MS, FacetCache } from "./facet-cache.ts";

const filter = (query: Record<string, string>) => profileSearchQuerySchema.parse(query);
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

  it("forgets an answer when the data version changes or its time is up", () => {
    const cache = new FacetCache();
    cache.set("k", "v1", answer(3), 1000);
    expect(cache.get("k", "v1", 1000 + FACET_TTL_MS)?.total).toBe(3);
    expect(cache.get("k", "v2", 1001)).toBeNull();
    cache.set("k", "v1", answer(4), 1000);
    expect(cache.get("k", "v1", 1001 + FACET_TTL_MS)).toBeNull();
  });

  it("keeps at most 500 searches, dropping the oldest", () => {
    const cache = new FacetCache();
    for (let i = 0; i < 501; i++) cache.set(`k${i}`, "v", answer(i), 1000);
    expect(cache.get("k0", "v", 1000)).toBeNull();
    expect(cache.get("k500", "v", 1000)?.total).toBe(500);
  });
});
