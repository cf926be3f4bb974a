import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { type ReportFilter, rows } from "./filter.ts";

/**
 * The reports' reads of the daily rollups (issue 18 item 2), never of analytics_event. Both tables' primary keys
 * start with the day, so the period is a range scan of the key.
 */
const dailyWhere = (f: ReportFilter) =>
  sql`d.day BETWEEN ${f.from}::date AND ${f.to}::date
      ${f.brand === null ? sql`` : sql`AND d.brand_id = ${f.brand}`}
      ${f.staff ? sql`` : sql`AND d.staff = FALSE`}`;

/** sign_up events per day, role label and UTM source. */
export const signUpEvents = (db: DbOrTx, f: ReportFilter) =>
  rows<{ day: string; role: string; source: string; n: number }>(
    db,
    sql`SELECT d.day::text AS day, d.role_label AS role, d.utm_source AS source, sum(d.events)::int AS n
        FROM analytics_daily d
        WHERE d.name = 'sign_up' AND ${dailyWhere(f)}
        GROUP BY 1, 2, 3`,
  );

/** One company's events per day and name (the Report Compagnie), read through analytics_daily_company_idx. */
export const companyEvents = (db: DbOrTx, companyId: number, f: ReportFilter) =>
  rows<{ day: string; name: string; n: number }>(
    db,
    sql`SELECT d.day::text AS day, d.name, sum(d.events)::int AS n
        FROM analytics_daily d
        WHERE d.company_id = ${companyId} AND d.day BETWEEN ${f.from}::date AND ${f.to}::date
              ${f.staff ? sql`` : sql`AND d.staff = FALSE`}
        GROUP BY 1, 2`,
  );

/** The sum of a term kind over the period (e.g. every search). */
export async function termTotal(db: DbOrTx, f: ReportFilter, kind: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT coalesce(sum(d.count), 0)::int AS n FROM analytics_term_daily d
        WHERE d.kind = ${kind} AND ${dailyWhere(f)}`,
  );
  return row?.n ?? 0;
}

/** The most counted terms of a kind (searches without results). */
export const topTerms = (db: DbOrTx, f: ReportFilter, kind: string, limit: number) =>
  rows<{ term: string; count: number }>(
    db,
    sql`SELECT d.term, sum(d.count)::int AS count FROM analytics_term_daily d
        WHERE d.kind = ${kind} AND ${dailyWhere(f)}
        GROUP BY d.term ORDER BY count DESC, d.term LIMIT ${limit}`,
  );

/** Technologies asked in needs vs offered in profiles, the most counted (asked + offered) first. */
export const askedVsOffered = (db: DbOrTx, f: ReportFilter, limit: number) =>
  rows<{ term: string; asked: number; offered: number }>(
    db,
    sql`SELECT d.term,
               coalesce(sum(d.count) FILTER (WHERE d.kind = 'tech_asked'), 0)::int AS asked,
               coalesce(sum(d.count) FILTER (WHERE d.kind = 'tech_offered'), 0)::int AS offered
        FROM analytics_term_daily d
        WHERE d.kind IN ('tech_asked', 'tech_offered') AND ${dailyWhere(f)}
        GROUP BY d.term ORDER BY sum(d.count) DESC, d.term LIMIT ${limit}`,
  );
