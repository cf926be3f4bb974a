import {
  type Language,
  SERVICE_DELIVERY_MODELS,
  SERVICE_PRICE_BANDS,
  SERVICE_SEARCH_LIMITS,
  type ServiceDeliveryModel,
  type ServicePriceKind,
  type ServiceSearchBody,
  type ServiceSearchFacets,
  type ServiceSearchItem,
  type ServiceSearchResult,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/sql-like.ts";
import {
  EXACT_COUNT_UP_TO,
  samplePercent,
  scaleEstimate,
  settleEstimate,
  tableRows,
} from "../../lib/estimated-count.ts";
import { pageWindow } from "../../lib/pagination.ts";
import { placeNamesNear } from "../places/index.ts";
import { prefixTerms, wordTsquery } from "../search/index.ts";
import { withFavourites } from "./favourite-flags.ts";
import {
  type CatalogueFilter,
  type CatalogueRow,
  cataloguePage,
  newestWordMatches,
  RELEVANCE_WINDOW,
  technologyNames,
  WORD_CANDIDATES,
} from "./queries/search.ts";
import {
  cappedCatalogueCount,
  catalogueDataVersion,
  catalogueFacetRows,
  categoryLookup,
  type FacetRow,
  sectorNames,
} from "./queries/search-facets.ts";
import { CatalogueFacetCache, type CatalogueFacets } from "./search-facet-cache.ts";
import { wordPlaces } from "./word-places.ts";

type PageWindow = ReturnType<typeof pageWindow>;

/** The text in the reader's language, else the other one (live columns are both set once approved). */
export const pick = (language: Language, it: string | null, en: string | null) =>
  (language === "en" ? (en ?? it) : (it ?? en)) ?? "";

/** The rating columns as the API shows them (numeric arrives as text). */
export const ratingOf = (row: { ratingAvg: string | null; ratingCount: number }) => ({
  rating_avg: row.ratingAvg === null ? null : Number(row.ratingAvg),
  rating_count: row.ratingCount,
});

/** The start of a description, cut at a word boundary. */
export function excerpt(text: string, max: number = SERVICE_SEARCH_LIMITS.excerptMax): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The search word as the queries take it: a to_tsquery text of quoted prefix terms, read as the talent search
 * reads its box (wordTsquery: "clou migr" → 'clou':* & 'migr':*; words that name nothing left out, translations
 * as alternatives), or for words whose terms are too short to be prefixes ("c#") a LIKE pattern over the titles
 * with % _ \ escaped. Never spliced into SQL: both are parameters.
 */
export function wordFilter(word: string | undefined): Pick<CatalogueFilter, "tsquery" | "like"> {
  const trimmed = word?.trim();
  if (!trimmed) return { tsquery: null, like: null };
  const tsquery = wordTsquery(trimmed);
  if (tsquery) return { tsquery, like: null };
  return { tsquery: null, like: containsPattern(trimmed.toLowerCase()) };
}

/**
 * The filter with the word's terms that also name a category or technology (word-places.ts): each term may then be
 * found there as well as in the text. Unchanged when none does, or the word is a title substring.
 */
export async function withWordPlaces(
  db: Db,
  filter: CatalogueFilter,
  word: string | undefined,
): Promise<CatalogueFilter> {
  const trimmed = word?.trim();
  if (!trimmed || !filter.tsquery) return filter;
  const terms = prefixTerms(trimmed);
  if (!terms) return filter;
  const places = await wordPlaces(
    db,
    terms.map((term) => term.skillWords),
  );
  if (places.every((p) => p.categoryIds.length === 0 && p.technologyIds.length === 0)) return filter;
  return {
    ...filter,
    wordTerms: terms.map(({ tsquery }, i) => ({
      tsquery,
      categoryIds: places[i]?.categoryIds ?? [],
      technologyIds: places[i]?.technologyIds ?? [],
    })),
  };
}

export function toFilter(q: ServiceSearchBody, since: Date | null = null): CatalogueFilter {
  return {
    since,
    ...wordFilter(q.search_word),
    categoryIds: [...new Set(q.category_ids)],
    technologyIds: [...new Set(q.technology_ids)],
    sectorIds: [...new Set(q.sector_ids)],
    deliveryModels: [...new Set(q.delivery_models)],
    priceMax: q.price_max ?? null,
    includeOnQuote: q.include_on_quote,
    city: q.supplier_city || null,
    // "Milan" finds the suppliers of Milano and of the towns within the commuting radius (issue 22).
    cityNames: placeNamesNear(q.supplier_city),
    country: q.supplier_country || null,
  };
}

/** A result card without the caller's `favourite` flag (added after the search: favourite-flags.ts). */
export function toItem(
  row: CatalogueRow,
  language: Language,
  names: Map<number, string>,
): Omit<ServiceSearchItem, "favourite"> {
  return {
    id: row.id,
    title: pick(language, row.titleIt, row.titleEn),
    excerpt: excerpt(pick(language, row.excerptIt, row.excerptEn)),
    category: row.categoryIt === null ? null : pick(language, row.categoryIt, row.categoryEn),
    delivery_model: row.deliveryModel as ServiceDeliveryModel,
    price_kind: row.priceKind as ServicePriceKind,
    price_min: row.priceMin,
    price_max: row.priceMax,
    ...ratingOf(row),
    duration_min_days: row.durationMinDays,
    duration_max_days: row.durationMaxDays,
    technologies: row.technologyIds.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    supplier: { company_id: row.companyId, name: row.companyName, city: row.companyCity },
    approved_at: row.approvedAt?.toISOString() ?? null,
  };
}

/** Facet rows → the answer: categories rolled up into their parents, top technologies plus the chosen ones. */
async function toFacets(
  db: Db,
  rows: FacetRow[],
  q: ServiceSearchBody,
  language: Language,
): Promise<{ total: number; facets: ServiceSearchFacets }> {
  const of = (f: FacetRow["f"]) => rows.filter((r) => r.f === f);
  const total = of("total")[0]?.n ?? 0;
  const categories = await categoryLookup(db);
  const perCategory = new Map<number, number>();
  for (const r of of("c")) {
    if (r.k === null) continue;
    const id = Number(r.k);
    perCategory.set(id, (perCategory.get(id) ?? 0) + r.n);
    const parent = categories.find((c) => c.id === id)?.parentId;
    if (parent) perCategory.set(parent, (perCategory.get(parent) ?? 0) + r.n);
  }
  const chosen = (ids: number[], id: number) => ids.includes(id);
  const categoryFacet = [...categories]
    // Each area, then its categories: grouped by area, the area itself first, then by catalogue order.
    .sort(
      (a, b) =>
        (a.parentId ?? a.id) - (b.parentId ?? b.id) ||
        Number(a.parentId !== null) - Number(b.parentId !== null) ||
        a.sort - b.sort ||
        a.id - b.id,
    )
    .filter((c) => (perCategory.get(c.id) ?? 0) > 0 || chosen(q.category_ids, c.id))
    .map((c) => ({
      id: c.id,
      parent_id: c.parentId,
      name: pick(language, c.nameIt, c.nameEn),
      count: perCategory.get(c.id) ?? 0,
    }));
  const techCounts = of("t").map((r) => ({ id: Number(r.k), count: r.n }));
  techCounts.sort((a, b) => b.count - a.count || a.id - b.id);
  const topTech = techCounts.filter(
    (t, i) => i < SERVICE_SEARCH_LIMITS.topTechnologies || chosen(q.technology_ids, t.id),
  );
  for (const id of q.technology_ids) if (!topTech.some((t) => t.id === id)) topTech.push({ id, count: 0 });
  const sectorCounts = new Map(of("s").map((r) => [Number(r.k), r.n]));
  for (const id of q.sector_ids) if (!sectorCounts.has(id)) sectorCounts.set(id, 0);
  const [techNames, sectors] = await Promise.all([
    technologyNames(
      db,
      topTech.map((t) => t.id),
    ),
    sectorNames(db, [...sectorCounts.keys()]),
  ]);
  const counted = (f: FacetRow["f"], key: string) => of(f).find((r) => r.k === key)?.n ?? 0;
  return {
    total,
    facets: {
      categories: categoryFacet,
      technologies: topTech.flatMap((t) => {
        const name = techNames.get(t.id);
        return name === undefined ? [] : [{ id: t.id, name, count: t.count }];
      }),
      sectors: sectors
        .map((s) => ({
          id: s.id,
          name: pick(language, s.nameIt, s.nameEn),
          count: sectorCounts.get(s.id) ?? 0,
        }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      delivery_models: SERVICE_DELIVERY_MODELS.map((key) => ({ key, count: counted("d", key) })),
      price_bands: [...SERVICE_PRICE_BANDS.map((b) => b.key), "on_quote"].map((key) => ({
        key,
        count: counted("p", key),
      })),
    },
  };
}

const facetCache = new CatalogueFacetCache({
  // The stale answer stays and the next stale read tries again; the message only (no query parameters).
  onRefreshError: (error) =>
    console.warn(
      "catalogue facets: background refresh failed:",
      error instanceof Error ? error.message : error,
    ),
});

/**
 * Services sampled for facets: testing the word costs a TOAST read of search_tsv on each sampled row (about 15 µs),
 * so the catalogue's sample is smaller than the profiles'.
 */
const CATALOGUE_SAMPLE_ROWS = 1_500;

/**
 * Facets of a search never seen whose rows before the faceted filters (the word, the location, the listing rule)
 * are many (issue 21): counted on a sample of the table's pages and scaled, marked approximate. Aggregating every
 * facet over tens of thousands of rows took 120–230 ms in the request. The total is the sample's when it finds
 * plenty, else a count capped at EXACT_COUNT_UP_TO (exact under it). Null when counting is cheap (a small table or
 * a narrow search): the caller counts exactly.
 */
async function sampledFacets(
  db: Db,
  q: ServiceSearchBody,
  filter: CatalogueFilter,
  language: Language,
): Promise<CatalogueFacets | null> {
  const percent = samplePercent(await tableRows(db, "service"), CATALOGUE_SAMPLE_ROWS);
  if (percent === null) return null;
  const sampled = await catalogueFacetRows(db, filter, percent);
  const scaled = sampled.map((r) => ({ ...r, n: scaleEstimate(r.n, percent) }));
  // Aggregating the facets over more than EXACT_COUNT_UP_TO rows costs PGlite 40 ms (5,000 rows): sample those.
  if ((scaled.find((r) => r.f === "base")?.n ?? 0) < EXACT_COUNT_UP_TO) return null;
  const estimate = await toFacets(db, scaled, q, language);
  // The facets stay the sample's (aggregating them is what costs); the total is exact when the capped count says so.
  const { total } = await settleEstimate(estimate.total, () =>
    cappedCatalogueCount(db, filter, EXACT_COUNT_UP_TO),
  );
  return { ...estimate, total, approximate: true };
}

/** Total and facets, from this instance's cache for large answers (stale ones are refreshed in the background). */
async function facetsOf(db: Db, q: ServiceSearchBody, filter: CatalogueFilter, language: Language) {
  const version = await catalogueDataVersion(db);
  const count = async (): Promise<CatalogueFacets> =>
    (await sampledFacets(db, q, filter, language)) ??
    toFacets(db, await catalogueFacetRows(db, filter), q, language);
  const { value, stale } = await facetCache.get(
    CatalogueFacetCache.keyOf(q, language),
    version,
    count,
    CatalogueFacetCache.worthKeeping,
  );
  return { ...value, stale: stale || value.approximate === true };
}

/**
 * The page: for the relevance sort of a word with other filters, its window found first (newestWordMatches) —
 * unless the search's total (`matches`, from its facets) says the matches are fewer than the candidates that walk
 * would test: the word's index then finds them at once (issue 21: "java" + a category, 591 matches, tested the word
 * on 1,000 candidates to give up and use the index anyway, 18 ms of PGlite).
 */
async function pageOf(
  db: Db,
  filter: CatalogueFilter,
  sort: ServiceSearchBody["sort"],
  window: PageWindow,
  matches: Promise<number>,
) {
  const need = Math.max(RELEVANCE_WINDOW, window.offset + window.limit);
  const walks = sort === "relevance" && (await matches) >= WORD_CANDIDATES;
  const ids = walks ? await newestWordMatches(db, filter, need) : null;
  return cataloguePage(db, filter, sort, window, ids);
}

/**
 * The clients' service catalogue (issue 15 step 4): one page of listed services in the reader's language, the
 * total and the facet counts. Statements per search: the page, the facets (or the cache's version check), the
 * technology names of the page, and the small lookups of the facet labels. `since` (saved-search alerts) keeps
 * services published or updated after it; those counts are never cached.
 */
export async function searchCatalogue(
  db: Db,
  q: ServiceSearchBody,
  language: Language,
  favouritesOf: number | null = null,
  options: { since?: Date } = {},
): Promise<ServiceSearchResult> {
  const filter = await withWordPlaces(db, toFilter(q, options.since ?? null), q.search_word);
  const counting = options.since
    ? catalogueFacetRows(db, filter).then(async (r) => ({
        ...(await toFacets(db, r, q, language)),
        stale: false,
      }))
    : facetsOf(db, q, filter, language);
  const [rows, { total, facets, stale }] = await Promise.all([
    pageOf(
      db,
      filter,
      q.sort,
      pageWindow(q),
      counting.then((answer) => answer.total),
    ),
    counting,
  ]);
  const names = await technologyNames(db, [...new Set(rows.flatMap((r) => r.technologyIds))]);
  return {
    items: await withFavourites(
      db,
      favouritesOf,
      rows.map((r) => toItem(r, language, names)),
    ),
    total,
    page: q.page,
    limit: q.limit,
    facets,
    // Counts from an answer being recounted in the background: the interface says "about".
    ...(stale ? { approximate: true } : {}),
  };
}
