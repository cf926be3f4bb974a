import type { ServiceSearchBody, ServiceSearchFacets } from "@mkt/contracts";

export type CatalogueFacets = { total: number; facets: ServiceSearchFacets };
type Entry = CatalogueFacets & { version: string; at: number };

/** How long a facet answer may be reused, and how many distinct searches are remembered per instance. */
export const CATALOGUE_FACET_TTL_MS = 30_000;
const MAX_ENTRIES = 500;

/**
 * Total and facets of a catalogue search depend on its filters and the reader's language, not on its page or
 * sort: paging and re-sorting reuse them. An entry holds for CATALOGUE_FACET_TTL_MS and only while the data
 * version (catalogueDataVersion: a new service, a company blocked or unblocked) is unchanged. Only a cache: every
 * instance keeps its own.
 */
export class CatalogueFacetCache {
  private readonly entries = new Map<string, Entry>();

  static keyOf(q: ServiceSearchBody, language: string): string {
    const { page: _p, limit: _l, sort: _s, ...filters } = q;
    return `${language}|${JSON.stringify(filters)}`;
  }

  get(key: string, version: string, now = Date.now()): CatalogueFacets | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.version !== version || now - entry.at > CATALOGUE_FACET_TTL_MS) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  set(key: string, version: string, answer: CatalogueFacets, now = Date.now()) {
    this.entries.delete(key);
    this.entries.set(key, { ...answer, version, at: now });
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
