import { SUPPLY_COMPANY_TYPES, type SupplierSearchQuery, vatSearchKeys } from "@mkt/contracts";
import { type SQL, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../db/client.ts";
import { textArray } from "../../db/sql-arrays.ts";
import { containsPattern } from "../../db/sql-like.ts";
import { pageWindow } from "../../lib/pagination.ts";

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The search's filters, with the names of the places within the commuting radius of its city, if it names one. */
export type SupplierFilter = SupplierSearchQuery & { cityNames?: readonly string[] | null };

/**
 * The companies a partner search may find: approved (staff review) supplier, freelance and academy companies whose
 * documentation is not blocked. Clients, staff, pending and rejected companies never appear.
 */
export const searchableCompany = sql`c.type IN (${list(SUPPLY_COMPANY_TYPES)}) AND c.review_status = 'approved' AND c.doc_status <> 3`;

/** Every filter on an index: trigram on lower(name), the unique vat_key, company_sector's key, the profiles' GIN. */
function conditions(q: SupplierFilter): SQL {
  const where: SQL[] = [searchableCompany];
  if (q.q) where.push(sql`lower(c.name) LIKE ${containsPattern(q.q.toLowerCase())}`);
  if (q.vat) {
    const keys = vatSearchKeys(q.vat);
    where.push(keys.length ? sql`c.vat_key IN (${list(keys)})` : sql`false`);
  }
  // A city that names a place also finds companies in any municipality within the commuting radius (issue 22).
  // The names of a place's commuting radius run to hundreds (Milano: 1,521): probed one by one in the trigram index
  // they took 55 ms, while a scan of the companies tests them in a hash (PostgreSQL hashes a long = ANY list), so
  // the expression is written so that the trigram index does not apply (`|| ''`).
  if (q.city)
    where.push(
      q.cityNames?.length
        ? sql`(lower(c.city || '') = ANY(${textArray(q.cityNames)}) OR lower(c.city) LIKE ${containsPattern(q.city.toLowerCase())})`
        : sql`lower(c.city) LIKE ${containsPattern(q.city.toLowerCase())}`,
    );
  if (q.sector)
    where.push(
      sql`EXISTS (SELECT 1 FROM company_sector cs WHERE cs.company_id = c.id AND cs.sector_id = ${q.sector})`,
    );
  // company_technology counts each company's published profiles per technology (kept by triggers on profile).
  if (q.technology)
    where.push(
      sql`EXISTS (SELECT 1 FROM company_technology ct WHERE ct.company_id = c.id AND ct.technology_id = ${q.technology} AND ct.published > 0)`,
    );
  return sql.join(where, sql` AND `);
}

/** Every rating of a company: external reviews and clients' ratings of completed collaborations. */
const RATINGS = sql.raw(
  "(SELECT company_id, rating FROM company_feedback UNION ALL SELECT supplier_company_id, supplier_rating FROM collaboration_feedback)",
);
/**
 * Published profiles per company (company_profile_stats, kept by triggers on profile: counting them took a pass over
 * every published profile), and feedback per company: joined only when the order needs them.
 */
const PROFILE_COUNTS = sql`LEFT JOIN company_profile_stats pc ON pc.company_id = c.id`;
const FEEDBACK = sql`LEFT JOIN (SELECT company_id, count(*)::int AS n, avg(rating) AS mean FROM ${RATINGS} r GROUP BY company_id) fb ON fb.company_id = c.id`;

/** The joins and ORDER BY of a sort: name orders read the company table alone. */
function order(q: SupplierSearchQuery): { joins: SQL; by: SQL } {
  const byProfiles = { joins: PROFILE_COUNTS, by: sql`coalesce(pc.published, 0) DESC, lower(c.name), c.id` };
  switch (q.order) {
    case "name":
      return { joins: sql``, by: sql`lower(c.name), c.id` };
    case "profiles":
      return byProfiles;
    case "feedback":
      return { joins: FEEDBACK, by: sql`fb.mean DESC NULLS LAST, fb.n DESC NULLS LAST, lower(c.name), c.id` };
    default:
      // Without a name every company is as relevant: alphabetical, which reads the company table alone (counting
      // every company's profiles for "most profiles first" costs a pass over all published profiles).
      return {
        joins: sql``,
        by: q.q
          ? sql`similarity(lower(c.name), ${q.q.toLowerCase()}) DESC, lower(c.name), c.id`
          : sql`lower(c.name), c.id`,
      };
  }
}

export type SupplierRow = {
  id: number;
  type: string;
  name: string;
  logo_key: string | null;
  city: string | null;
  number_employees_id: number | null;
  published_profiles: number;
  feedback_count: number;
  average_feedback: number | null;
};

/**
 * One page of matching companies and the total. The page is chosen first (joining the per-company counts only
 * when the sort needs them), then the profile count and feedback are read for the page's companies alone.
 */
export async function supplierPage(db: DbOrTx, q: SupplierFilter) {
  const where = conditions(q);
  const { joins, by } = order(q);
  const { limit, offset } = pageWindow(q);
  const [page, total] = await Promise.all([
    db.execute(sql`
      SELECT c.id FROM company c ${joins}
      WHERE ${where}
      ORDER BY ${by}
      LIMIT ${limit} OFFSET ${offset}`),
    db.execute(sql`SELECT count(*)::int AS n FROM company c WHERE ${where}`),
  ]);
  const ids = resultRows<{ id: number }>(page).map((r) => Number(r.id));
  if (ids.length === 0) return { rows: [], total: resultRows<{ n: number }>(total)[0]?.n ?? 0 };
  const rows = resultRows<SupplierRow>(
    await db.execute(sql`
      SELECT c.id, c.type, c.name, c.logo_key, c.city, c.number_employees_id,
        coalesce((SELECT s.published FROM company_profile_stats s WHERE s.company_id = c.id), 0)::int
          AS published_profiles,
        (SELECT count(*) FROM ${RATINGS} f WHERE f.company_id = c.id)::int AS feedback_count,
        (SELECT round(avg(f.rating)::numeric, 1)::float8 FROM ${RATINGS} f WHERE f.company_id = c.id)
          AS average_feedback
      FROM company c WHERE c.id IN (${list(ids)})`),
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return {
    rows: ids.map((id) => byId.get(id)).filter((r): r is SupplierRow => r !== undefined),
    total: resultRows<{ n: number }>(total)[0]?.n ?? 0,
  };
}

/** The sectors of some companies, in the caller's language. */
export async function sectorsOf(db: DbOrTx, ids: readonly number[], language: "it" | "en") {
  if (ids.length === 0) return [];
  const name = language === "it" ? sql`js.name_it` : sql`js.name_en`;
  return resultRows<{ company_id: number; id: number; name: string }>(
    await db.execute(sql`
      SELECT cs.company_id, js.id, ${name} AS name
      FROM company_sector cs JOIN job_sector js ON js.id = cs.sector_id
      WHERE cs.company_id IN (${list(ids)})
      ORDER BY cs.company_id, js.id`),
  );
}

/** The most frequent technologies of the companies' published profiles, at most `top` per company. */
export async function technologiesOf(db: DbOrTx, ids: readonly number[], top: number) {
  if (ids.length === 0) return [];
  return resultRows<{ company_id: number; id: number; name: string; count: number }>(
    await db.execute(sql`
      SELECT x.company_id, t.id, t.name, x.n AS count
      FROM (
        SELECT ct.company_id, ct.technology_id AS tid, ct.published AS n,
          row_number() OVER (PARTITION BY ct.company_id ORDER BY ct.published DESC, ct.technology_id) AS rk
        FROM company_technology ct
        WHERE ct.company_id IN (${list(ids)}) AND ct.published > 0) x
      JOIN technology t ON t.id = x.tid
      WHERE x.rk <= ${top}
      ORDER BY x.company_id, x.n DESC, t.name`),
  );
}

/** Labels of one lookup list (number_employees, revenue) by id. */
export async function lookupLabels(db: DbOrTx, listName: string, language: "it" | "en") {
  const rows = resultRows<{ id: number; label: string }>(
    await db.execute(
      sql`SELECT id, ${language === "it" ? sql`label_it` : sql`label_en`} AS label FROM encoded_value WHERE list_name = ${listName}`,
    ),
  );
  return new Map(rows.map((r) => [Number(r.id), r.label]));
}

/** What the company report needs beyond the company page: VAT, revenue, documentation, profiles by seniority. */
export async function reportFacts(db: DbOrTx, companyId: number) {
  const [company] = resultRows<{
    id: number;
    type: string;
    name: string;
    vat_number: string;
    country: string;
    city: string | null;
    website: string | null;
    description: string | null;
    number_employees_id: number | null;
    revenue_id: number | null;
    doc_status: number;
    created_at: string;
  }>(
    await db.execute(sql`
      SELECT c.id, c.type, c.name, c.vat_number, c.country, c.city, c.website, c.description,
        c.number_employees_id, c.revenue_id, c.doc_status, c.created_at::text AS created_at
      FROM company c WHERE c.id = ${companyId} AND ${searchableCompany}`),
  );
  if (!company) return null;
  const [seniority, services, feedback] = await Promise.all([
    db.execute(sql`
      SELECT seniority, count(*)::int AS n FROM profile
      WHERE company_id = ${companyId} AND published GROUP BY seniority`),
    db.execute(sql`
      SELECT coalesce(title_it, '') AS name, coalesce(description_it, '') AS description FROM service
      WHERE company_id = ${companyId} AND published AND approved_revision_id IS NOT NULL ORDER BY title_it`),
    db.execute(sql`
      SELECT count(*)::int AS n, round(avg(rating)::numeric, 1)::float8 AS mean
      FROM ${RATINGS} r WHERE company_id = ${companyId}`),
  ]);
  const fb = resultRows<{ n: number; mean: number | null }>(feedback)[0];
  return {
    company,
    seniority: resultRows<{ seniority: string; n: number }>(seniority),
    services: resultRows<{ name: string; description: string }>(services),
    feedback: {
      count: fb?.n ?? 0,
      average: fb?.mean === null || fb?.mean === undefined ? null : Number(fb.mean),
    },
  };
}
