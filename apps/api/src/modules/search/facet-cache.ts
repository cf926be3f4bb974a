import type { ProfileSearchFacets, ProfileSearchFilter } from "@mkt/contracts";
import { RevalidatingCache, type RevalidatingCacheOptions } from "../../lib/revalidating-cache.ts";

/** `approximate`: estimated from a sample (lib/estimated-count.ts), never exact however fresh. */
export type FacetAnswer = { total: number; facets: ProfileSearchFacets; approximate?: boolean };

/** How long a facet answer counts as current, and how many distinct searches are remembered per instance. */
export const FACET_TTL_MS = 60_000;
const MAX_ENTRIES = 500;
/** Answers counting fewer profiles are counted again in the request when out of date: it takes milliseconds. */
export const FACET_STALE_FROM_TOTAL = 2_000;

/**
 * Total and facets of a search depend on its filters, not on its page or order: paging through results, or
 * sorting them, reuses them. Counting hundreds of thousands of matching profiles costs up to a second or more,
 * the page itself a few milliseconds. An answer is current for FACET_TTL_MS while the data version
 * (searchDataVersion) is unchanged; after that an answer of FACET_STALE_FROM_TOTAL profiles or more is still served at once, marked approximate, while one
 * background refresh counts again (lib/revalidating-cache.ts): no user's request waits for a recount, but the
 * first request of a search never seen computes it. Only a cache: every instance keeps its own.
 */
export class FacetCache extends RevalidatingCache<FacetAnswer> {
  constructor(options: Partial<RevalidatingCacheOptions<FacetAnswer>> = {}) {
    super({
      ttlMs: FACET_TTL_MS,
      maxEntries: MAX_ENTRIES,
      serveStale: (answer) => answer.total >= FACET_STALE_FROM_TOTAL,
      ...options,
    });
  }

  static keyOf(q: ProfileSearchFilter, today: string): string {
    const { start_profile: _s, limit_page: _l, order_by: _o, asc: _a, ...filters } = q;
    return `${today}|${JSON.stringify(filters)}`;
  }
}
