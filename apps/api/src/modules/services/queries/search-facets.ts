import { SERVICE_PRICE_BANDS } from "@mkt/contracts";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../../db/client.ts";
import { jobSector, productCategory, service } from "../../../db/schema/index.ts";
import { cappedCount, sampledTable } from "../../../lib/estimated-count.ts";
import { allConditions, type CatalogueFilter, commonConditions, facetConditions } from "./search.ts";

export type FacetRow = { f: "base" | "total" | "c" | "t" | "s" | "d" | "p"; k: string | null; n: number };

/** The price band of a row (SERVICE_PRICE_BANDS, or on_quote when there is no figure). */
const bandOf = sql.raw(
  `CASE WHEN price_min IS NULL THEN 'on_quote' ${SERVICE_PRICE_BANDS.map((b) =>
    b.max === null ? `ELSE '${b.key}'` : `WHEN price_min <= ${b.max} THEN '${b.key}'`,
  ).join(" ")} END`,
);

/**
 * Total and every facet in ONE statement: the services matching the word, the location and the listing rule are
 * read once (a materialised CTE) with a flag per faceted filter; each facet then aggregates the rows whose OTHER
 * flags hold (the usual faceting rule: a facet ignores its own filter), and the total those where all hold.
 */
export async function catalogueFacetRows(
  db: DbOrTx,
  f: CatalogueFilter,
  samplePercent: number | null = null,
): Promise<FacetRow[]> {
  const c = facetConditions(f);
  // With a sample (lib/estimated-count.ts) only that share of the table's pages is read; the caller scales.
  const source = samplePercent === null ? sql`${service}` : sampledTable("service", samplePercent);
  const flag = (cond: SQL | null) => cond ?? sql`true`;
  const all = sql`m_cat AND m_tech AND m_sec AND m_dm AND m_price`;
  const except = (own: string) =>
    sql.raw(["m_cat", "m_tech", "m_sec", "m_dm", "m_price"].filter((m) => m !== own).join(" AND "));
  const result = await db.execute(sql`
    WITH base AS MATERIALIZED (
      SELECT ${service.categoryId} AS category_id, ${service.technologyIds} AS technology_ids,
        ${service.sectorIds} AS sector_ids, ${service.deliveryModel} AS delivery_model, ${service.priceMin} AS price_min,
        ${flag(c.category)} AS m_cat, ${flag(c.technology)} AS m_tech, ${flag(c.sector)} AS m_sec,
        ${flag(c.delivery)} AS m_dm, ${flag(c.price)} AS m_price
      FROM ${source} WHERE ${and(...commonConditions(f, "index"))}
    )
    SELECT 'base' AS f, NULL AS k, count(*)::int AS n FROM base
    UNION ALL
    SELECT 'total', NULL, count(*)::int FROM base WHERE ${all}
    UNION ALL
    SELECT 'c', category_id::text, count(*)::int FROM base WHERE ${except("m_cat")} GROUP BY category_id
    UNION ALL
    SELECT 't', tid::text, count(*)::int FROM base, unnest(technology_ids) AS tid WHERE ${except("m_tech")} GROUP BY tid
    UNION ALL
    SELECT 's', sid::text, count(*)::int FROM base, unnest(sector_ids) AS sid WHERE ${except("m_sec")} GROUP BY sid
    UNION ALL
    SELECT 'd', delivery_model, count(*)::int FROM base WHERE ${except("m_dm")} GROUP BY delivery_model
    UNION ALL
    SELECT 'p', ${bandOf}, count(*)::int FROM base WHERE ${except("m_price")} GROUP BY 2`);
  return resultRows<FacetRow>(result).map((r) => ({ ...r, n: Number(r.n) }));
}

/** How many listed services match every filter, counted up to `cap + 1` (lib/estimated-count.ts). */
export function cappedCatalogueCount(db: DbOrTx, f: CatalogueFilter, cap: number) {
  return cappedCount(db, sql`${service}`, allConditions(f, "index"), cap);
}

/** Every product category (a small lookup): the facet rolls children up into their parent. */
export function categoryLookup(db: DbOrTx) {
  return db
    .select({
      id: productCategory.id,
      parentId: productCategory.parentId,
      nameIt: productCategory.nameIt,
      nameEn: productCategory.nameEn,
      sort: productCategory.sort,
    })
    .from(productCategory);
}

/** Names of these sectors in both languages (one statement). */
export function sectorNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: jobSector.id, nameIt: jobSector.nameIt, nameEn: jobSector.nameEn })
    .from(jobSector)
    .where(inArray(jobSector.id, ids));
}

/**
 * A cheap fingerprint of what cached facets depend on (two index lookups): the newest service id and the count of
 * blocked companies. Publishing, unpublishing or approving does not move it: the cache's time limit covers those.
 */
export async function catalogueDataVersion(db: DbOrTx): Promise<string> {
  const [row] = resultRows<{ v: string | null }>(
    await db.execute(
      sql`SELECT (SELECT max(id) FROM service)::text || '/' || (SELECT count(*) FROM company WHERE doc_status = 3)::text AS v`,
    ),
  );
  return row?.v ?? "";
}
