import type { ProfileSearchFacets, ProfileSearchFilter } from "@mkt/contracts";

export type FacetAnswer = { total: number; facets: ProfileSearchFacets };
type Entry = FacetAnswer & { version: string; at: number };

/** How long a facet answer may be reused, and how many distinct searches are remembered per instance. */
export const FACET_TTL_MS = 60_000;
const MAX_ENTRIES = 500;

/**
 * Total and facets of a search depend on its filters, not on its page or order: paging through results, or
 * sorting them, reuses them. Counting tens of thousands of matching profiles costs tens to hundreds of
 * milliseconds, the page itself a few. An entry holds for FACET_TTL_MS and only while the data version
 * (searchDataVersion) is unchanged. Only a cache: every instance keeps its own, and losing it costs time only.
 */
export class FacetCache {
  private readonly entries = new Map<string, Entry>();

  static keyOf(q: ProfileSearchFilter, today: string): string {
    const { start_profile: _s, limit_page: _l, order_by: _o, asc: _a, ...filters } = q;
    return `${today}|${JSON.stringify(filters)}`;
  }

  get(key: string, version: string, now = Date.now()): FacetAnswer | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.version !== version || now - entry.at > FACET_TTL_MS) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  set(key: string, version: string, answer: FacetAnswer, now = Date.now()) {
    this.entries.delete(key);
    this.entries.set(key, { ...answer, version, at: now });
    // Map keeps insertion order: the first key is the oldest.
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
