import type { ServiceSearchBody, ServiceSearchFacets } from "@mkt/contracts";
import { RevalidatingCache, type RevalidatingCacheOptions } from "../../lib/revalidating-cache.ts";

/** `approximate`: facets (and maybe the total) estimated from a sample (search-catalogue.ts sampledFacets). */
export type CatalogueFacets = { total: number; facets: ServiceSearchFacets; approximate?: boolean };

/** How long a facet answer counts as current, and how many distinct searches are remembered per instance. */
export const CATALOGUE_FACET_TTL_MS = 30_000;
const MAX_ENTRIES = 500;
/**
 * Facet answers counting at least this many services are cached: aggregating tens of thousands of rows costs
 * hundreds of milliseconds on the embedded database, a narrow search a few. Below it every answer is counted in
 * the request, so a small catalogue never shows a stale count.
 */
export const FACET_CACHE_FROM_TOTAL = 2_000;

/**
 * Total and facets of a catalogue search depend on its filters and the reader's language, not on its page or
 * sort: paging and re-sorting reuse them. A cached answer is current for CATALOGUE_FACET_TTL_MS while the data
 * version (catalogueDataVersion: a new service, a company blocked or unblocked) is unchanged; after that it is
 * still served at once, marked approximate, while one background refresh counts again
 * (lib/revalidating-cache.ts): no user's request waits for a recount. Only a cache: every instance keeps its own.
 */
export class CatalogueFacetCache extends RevalidatingCache<CatalogueFacets> {
  constructor(options: Partial<RevalidatingCacheOptions<CatalogueFacets>> = {}) {
    super({ ttlMs: CATALOGUE_FACET_TTL_MS, maxEntries: MAX_ENTRIES, ...options });
  }

  static keyOf(q: ServiceSearchBody, language: string): string {
    const { page: _p, limit: _l, sort: _s, ...filters } = q;
    return `${language}|${JSON.stringify(filters)}`;
  }

  /**
   * Large answers are remembered (FACET_CACHE_FROM_TOTAL), and so are estimates whatever their total (sampled facets
   * of a broad word: already approximate, and worth 15–20 ms of PGlite per request).
   */
  static worthKeeping(answer: CatalogueFacets): boolean {
    return answer.total >= FACET_CACHE_FROM_TOTAL || answer.approximate === true;
  }
}
