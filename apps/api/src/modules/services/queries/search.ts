import type { ServiceSearchSort } from "@mkt/contracts";
import { and, arrayContains, arrayOverlaps, asc, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../../db/client.ts";
import { company, productCategory, service, technology, technologyAlias } from "../../../db/schema/index.ts";
import { textArray } from "../../../db/sql-arrays.ts";

/**
 * A catalogue search as the queries see it: the word already turned into a safe to_tsquery text (`tsquery`) or,
 * for words too short to be prefixes ("c#"), a LIKE pattern with its wildcards escaped (`like`). Both are bound
 * as parameters, never spliced into the statement.
 */
export type CatalogueFilter = {
  tsquery: string | null;
  like: string | null;
  /**
   * The word's terms when one of them also names a category or technology of the catalogue (word-places.ts): each
   * term is then found in the service's text, or as its category (or the category's area), or among its
   * technologies ("migrazione cloud" finds the cloud migrations whose text says "AWS"). Null otherwise: the word is
   * then `tsquery`, all of it in the text.
   */
  wordTerms?: WordTerm[] | null;
  categoryIds: number[];
  technologyIds: number[];
  sectorIds: number[];
  deliveryModels: string[];
  priceMax: number | null;
  includeOnQuote: boolean;
  city: string | null;
  /** The lower-case names of the places within the commuting radius of `city`, when it names a place. */
  cityNames: string[] | null;
  country: string | null;
  /** Saved-search alerts: only services published or updated after this time. */
  since?: Date | null;
};

/** One term of the word: its text query, and the categories and technologies its words name. */
export type WordTerm = { tsquery: string; categoryIds: number[]; technologyIds: number[] };

/** The names a search word's terms may name (services/word-places.ts): categories, technologies, their aliases. */
export async function catalogueNames(db: DbOrTx) {
  const [categories, technologies, aliases] = await Promise.all([
    db
      .select({
        id: productCategory.id,
        parentId: productCategory.parentId,
        nameIt: productCategory.nameIt,
        nameEn: productCategory.nameEn,
      })
      .from(productCategory),
    db.select({ id: technology.id, name: technology.name }).from(technology),
    db
      .select({ technologyId: technologyAlias.technologyId, alias: technologyAlias.alias })
      .from(technologyAlias),
  ]);
  return { categories, technologies, aliases };
}
export type CatalogueNames = Awaited<ReturnType<typeof catalogueNames>>;

/**
 * The word's condition. With `wordTerms`, each term in the text or as the service's category or technology (the
 * cheap tests first: a text test reads the row's TOASTed search_tsv); otherwise the whole query in the text.
 * `index` hides each text query in an InitPlan (commonConditions says why).
 */
export function wordMatch(f: CatalogueFilter, mode: "plain" | "index"): SQL | null {
  const query = (text: string) =>
    mode === "index" ? sql`(SELECT to_tsquery('simple', ${text}))` : sql`to_tsquery('simple', ${text})`;
  if (f.wordTerms?.length) {
    return sql.join(
      f.wordTerms.map((term) => {
        const alternatives: SQL[] = [];
        if (term.categoryIds.length)
          alternatives.push(sql`${service.categoryId} = ANY(${intArray(term.categoryIds)})`);
        if (term.technologyIds.length)
          alternatives.push(sql`${service.technologyIds} && ${intArray(term.technologyIds)}`);
        alternatives.push(sql`${service.searchTsv} @@ ${query(term.tsquery)}`);
        return sql`(${sql.join(alternatives, sql` OR `)})`;
      }),
      sql` AND `,
    );
  }
  return f.tsquery ? sql`${service.searchTsv} @@ ${query(f.tsquery)}` : null;
}

/** The text query relevance ranks by: with `wordTerms`, any of the terms (a term found as a category adds nothing). */
const rankQuery = (f: CatalogueFilter) =>
  f.wordTerms?.length ? f.wordTerms.map((term) => `(${term.tsquery})`).join(" | ") : f.tsquery;

export const intArray = (values: number[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;

/** Listed: published, with an approved version, of a company whose documentation does not block it (status 3). */
export const listed: SQL[] = [
  eq(service.published, true),
  sql`${service.approvedRevisionId} IS NOT NULL`,
  sql`${service.companyId} NOT IN (SELECT id FROM company WHERE doc_status = 3)`,
];

/**
 * The conditions every facet shares: listed, the word, the supplier's location. `wordByIndex` (the facets) hides
 * the parsed query in an InitPlan: the planner then cannot see how common the word is and always answers it from
 * the GIN index (an exact bitmap, no recheck). Otherwise it reads every row of a common word ("java": 28% of the
 * catalogue) and tests its search_tsv, which is TOASTed: a TOAST fetch per row, 5 times slower at 100,000 services.
 */
export function commonConditions(f: CatalogueFilter, word: "plain" | "index" | "none" = "plain"): SQL[] {
  const where = [...listed];
  // ("none": the caller tests the word itself, newestWordMatches; `like` is only ever set without `tsquery`.)
  const match = word === "none" ? null : wordMatch(f, word);
  if (match) where.push(match);
  else if (f.like)
    where.push(
      sql`(lower(coalesce(${service.titleIt}, '') || ' ' || coalesce(${service.titleEn}, '')) LIKE ${f.like})`,
    );
  if (f.cityNames)
    where.push(
      sql`${service.companyId} IN (SELECT id FROM company WHERE lower(city) = ANY(${textArray(f.cityNames)}))`,
    );
  else if (f.city)
    where.push(
      sql`${service.companyId} IN (SELECT id FROM company WHERE lower(city) = ${f.city.toLowerCase()})`,
    );
  if (f.country)
    where.push(sql`${service.companyId} IN (SELECT id FROM company WHERE country = ${f.country})`);
  if (f.since) where.push(gt(service.updatedAt, f.since));
  return where;
}

/** The faceted filters, each on its own (null when not asked): a facet counts with every other one applied. */
export function facetConditions(f: CatalogueFilter) {
  return {
    // The chosen categories and their children, resolved once (an InitPlan): one index scan over the set, which
    // the planner can AND with the other bitmaps (IN (SELECT …) was a nested loop per category).
    category: f.categoryIds.length
      ? sql`${service.categoryId} = ANY(ARRAY(SELECT id FROM product_category WHERE id = ANY(${intArray(f.categoryIds)}) OR parent_id = ANY(${intArray(f.categoryIds)})))`
      : null,
    technology: f.technologyIds.length ? arrayContains(service.technologyIds, f.technologyIds) : null,
    sector: f.sectorIds.length ? arrayOverlaps(service.sectorIds, f.sectorIds) : null,
    delivery: f.deliveryModels.length ? inArray(service.deliveryModel, f.deliveryModels) : null,
    price:
      f.priceMax === null
        ? null
        : f.includeOnQuote
          ? sql`(${service.priceMin} <= ${f.priceMax} OR ${service.priceKind} = 'on_quote')`
          : sql`${service.priceMin} <= ${f.priceMax}`,
  };
}

export function allConditions(
  f: CatalogueFilter,
  word: "plain" | "index" | "none" = "plain",
): SQL | undefined {
  const facets = Object.values(facetConditions(f)).filter((c): c is SQL => c !== null);
  return and(...commonConditions(f, word), ...facets);
}

function order(f: CatalogueFilter, sort: ServiceSearchSort): SQL[] {
  // Listed services always have approved_at: plain DESC matches the index on (approved_at DESC, id DESC).
  const newest = [desc(service.approvedAt), desc(service.id)];
  switch (sort) {
    case "price_asc":
      return [sql`${service.priceMin} ASC NULLS LAST`, asc(service.id)];
    case "price_desc":
      return [sql`${service.priceMin} DESC NULLS LAST`, desc(service.id)];
    case "newest":
      return newest;
    case "rating":
      // Matches service_catalogue_rating_idx (migration 0026).
      return [sql`${service.ratingAvg} DESC NULLS LAST`, desc(service.ratingCount), desc(service.id)];
    default:
      if (!f.tsquery) return newest;
      return [desc(sql`ts_rank(${service.searchTsv}, to_tsquery('simple', ${rankQuery(f)}))`), ...newest];
  }
}

/**
 * Relevance is scored over the newest RELEVANCE_WINDOW matches (or further when paging beyond them), as the talent
 * search does: a common word matches thousands of services, and ranking every one reads all their rows. Narrower
 * searches fit in the window and are ranked exactly.
 */
export const RELEVANCE_WINDOW = 200;

/** Candidates a word is tested on, newest first, before falling back to the word's index (newestWordMatches). */
export const WORD_CANDIDATES = 1_000;

/**
 * The newest `need` services matching the word among those of the other filters, when there are other filters:
 * their candidates are taken newest first from the btree and bitmap indexes, and the word is tested on them one by
 * one (a correlated sub-select: the planner cannot test it on every candidate first) until `need` match. A word
 * test reads the row's TOASTed search_tsv, so testing it only as far as needed is what keeps a common word with
 * filters ("java" + a category + Java: 2,926 matches) cheap. Null when there is nothing to walk or fewer than
 * `need` of the first WORD_CANDIDATES match (a rare word): the caller then lets the GIN index find the matches.
 */
export async function newestWordMatches(
  db: DbOrTx,
  f: CatalogueFilter,
  need: number,
): Promise<number[] | null> {
  const filtered = Object.values(facetConditions(f)).some((c) => c !== null) || f.city || f.country;
  if (!f.tsquery || !filtered) return null;
  const rows = await db.execute(sql`
    SELECT c.id FROM (
      SELECT ${service.id} AS id, ${service.approvedAt} AS approved_at FROM ${service} WHERE ${allConditions(f, "none")}
      ORDER BY ${service.approvedAt} DESC, ${service.id} DESC LIMIT ${WORD_CANDIDATES}) c
    WHERE ${
      f.wordTerms?.length
        ? sql`EXISTS (SELECT 1 FROM ${service} WHERE ${service.id} = c.id AND ${wordMatch(f, "plain")})`
        : sql`(SELECT s.search_tsv FROM service s WHERE s.id = c.id) @@ to_tsquery('simple', ${f.tsquery})`
    }
    ORDER BY c.approved_at DESC, c.id DESC LIMIT ${need}`);
  const ids = resultRows<{ id: number }>(rows).map((r) => Number(r.id));
  return ids.length === need ? ids : null;
}

/** The columns of a catalogue card: the search page and the favourites list select the same ones. */
export const catalogueCardColumns = {
  id: service.id,
  titleIt: service.titleIt,
  titleEn: service.titleEn,
  excerptIt: sql<string | null>`left(${service.descriptionIt}, 400)`,
  excerptEn: sql<string | null>`left(${service.descriptionEn}, 400)`,
  categoryIt: productCategory.nameIt,
  categoryEn: productCategory.nameEn,
  deliveryModel: service.deliveryModel,
  priceKind: service.priceKind,
  priceMin: service.priceMin,
  priceMax: service.priceMax,
  ratingAvg: service.ratingAvg,
  ratingCount: service.ratingCount,
  durationMinDays: service.durationMinDays,
  durationMaxDays: service.durationMaxDays,
  technologyIds: service.technologyIds,
  companyId: service.companyId,
  companyName: company.name,
  companyCity: company.city,
  approvedAt: service.approvedAt,
};

/**
 * One page of listed services with their company and category (one statement). For the relevance sort of a word,
 * `windowIds` are the newest matches already found (newestWordMatches); without them the statement finds them.
 */
export function cataloguePage(
  db: DbOrTx,
  f: CatalogueFilter,
  sort: ServiceSearchSort,
  window: { limit: number; offset: number },
  windowIds: number[] | null = null,
) {
  return db
    .select(catalogueCardColumns)
    .from(service)
    .innerJoin(company, eq(company.id, service.companyId))
    .leftJoin(productCategory, eq(productCategory.id, service.categoryId))
    .where(
      sort === "relevance" && f.tsquery && windowIds
        ? sql`${service.id} = ANY(${intArray(windowIds)})`
        : sort === "relevance" && f.tsquery
          ? sql`${service.id} IN (SELECT id FROM ${service} WHERE ${allConditions(f)}
            ORDER BY ${service.approvedAt} DESC, ${service.id} DESC LIMIT ${Math.max(RELEVANCE_WINDOW, window.offset + window.limit)})`
          : allConditions(f),
    )
    .orderBy(...order(f, sort))
    .limit(window.limit)
    .offset(window.offset);
}
export type CatalogueRow = Awaited<ReturnType<typeof cataloguePage>>[number];

/** Names of these technologies (one statement for a whole page). */
export async function technologyNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: technology.id, name: technology.name })
    .from(technology)
    .where(inArray(technology.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
