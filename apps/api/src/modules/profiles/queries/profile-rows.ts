import { must, type profileListQuerySchema } from "@mkt/contracts";
import { and, arrayContains, asc, count, desc, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { type DbOrTx, resultRows } from "../../../db/client.ts";
import { profile } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-like.ts";
import { estimatedTotal } from "../../../lib/estimated-count.ts";
import { pageWindow } from "../../../lib/pagination.ts";

export type ProfileRow = typeof profile.$inferSelect;
export type ListSkill = { technology_id: number; name: string; level: number };
type ListQuery = z.output<typeof profileListQuerySchema>;

/** The text the search box matches: the same expression as the trigram index profile_search_trgm_idx. */
const searchText = sql`lower(${profile.firstname} || ' ' || ${profile.lastname} || ' ' || ${profile.title})`;
/**
 * The same text written so that the trigram index does not apply: inside one company the company index is
 * selective, and a common word ("developer") would make the planner AND in tens of thousands of trigram hits.
 */
const searchTextScanned = sql`lower(${profile.firstname} || ' ' || ${profile.lastname} || ' ' || ${profile.title} || '')`;
const seniorityRank = sql`CASE ${profile.seniority} WHEN 'junior' THEN 0 WHEN 'middle' THEN 1 WHEN 'senior' THEN 2 ELSE 3 END`;

/** Filters of the supplier's list; `companyId` null lists every company (staff). */
export function listConditions(companyId: number | null, q: ListQuery, today: string): SQL[] {
  const where: SQL[] = [];
  if (companyId !== null) where.push(eq(profile.companyId, companyId));
  if (q.search_word)
    where.push(
      sql`${companyId === null ? searchText : searchTextScanned} LIKE ${containsPattern(q.search_word.toLowerCase())}`,
    );
  if (q.seniority) where.push(eq(profile.seniority, q.seniority));
  if (q.published !== undefined) where.push(eq(profile.published, q.published));
  if (q.premium_profile !== undefined) where.push(eq(profile.premium, q.premium_profile));
  if (q.full_time !== undefined) where.push(eq(profile.fullTime, q.full_time));
  const availableBy = q.now_available ? today : q.available_by;
  if (availableBy) {
    where.push(
      must(
        or(isNull(profile.availableFrom), lte(profile.availableFrom, availableBy)),
        "availability condition",
      ),
    );
  }
  // Rates: the profile's band overlaps the wanted one.
  if (q.rate_min !== undefined)
    where.push(sql`coalesce(${profile.dailyRateMax}, ${profile.dailyRateMin}) >= ${q.rate_min}`);
  if (q.rate_max !== undefined)
    where.push(sql`coalesce(${profile.dailyRateMin}, ${profile.dailyRateMax}) <= ${q.rate_max}`);
  // Has all the technologies: technology_ids mirrors profile_skill (trigger) and has a GIN index.
  if (q.technology?.length) where.push(arrayContains(profile.technologyIds, [...new Set(q.technology)]));
  return where;
}

function listOrder(q: ListQuery): SQL[] {
  const ascending = q.asc ?? q.order_by !== "updated";
  const dir = (expr: SQL | typeof profile.updatedAt) => (ascending ? asc(expr) : desc(expr));
  switch (q.order_by) {
    case "name":
      return [dir(sql`lower(${profile.lastname})`), dir(sql`lower(${profile.firstname})`), asc(profile.id)];
    case "seniority":
      return [dir(seniorityRank), desc(profile.updatedAt), asc(profile.id)];
    case "rate":
      return [
        ascending
          ? sql`${profile.dailyRateMin} ASC NULLS LAST`
          : sql`${profile.dailyRateMin} DESC NULLS LAST`,
        asc(profile.id),
      ];
    default:
      return [dir(profile.updatedAt), ascending ? asc(profile.id) : desc(profile.id)];
  }
}

/**
 * The page's skills inside the page statement (one round trip less per page), strongest first. Written with
 * explicit table names: drizzle leaves columns of a single-table select unqualified, which a correlated
 * subquery would resolve to its own tables.
 */
const listSkills = sql<ListSkill[]>`(
  SELECT coalesce(json_agg(json_build_object('technology_id', ps.technology_id, 'name', tech.name, 'level', ps.level)
    ORDER BY ps.level DESC, ps.years DESC, tech.name), '[]'::json)
  FROM profile_skill ps JOIN technology tech ON tech.id = ps.technology_id
  WHERE ps.profile_id = "profile"."id")`;

/**
 * The list's total. A company's own list is counted (its index is selective). Staff list every company: with no
 * filter but publication the total is the sum of the per-company counters (company_profile_stats, kept by triggers),
 * otherwise it is exact up to EXACT_COUNT_UP_TO and estimated beyond (lib/estimated-count.ts): counting a million
 * rows took as long as 20 pages.
 */
async function listTotal(
  db: DbOrTx,
  companyId: number | null,
  q: ListQuery,
  today: string,
  where: SQL | undefined,
): Promise<{ total: number; approximate: boolean }> {
  if (companyId !== null) {
    const [row] = await db.select({ n: count() }).from(profile).where(where);
    return { total: row?.n ?? 0, approximate: false };
  }
  const { published, ...rest } = q;
  if (listConditions(null, rest, today).length === 0) {
    const counted = published === undefined ? "profiles" : published ? "published" : "profiles - published";
    const [row] = resultRows<{ n: number }>(
      await db.execute(
        sql`SELECT coalesce(sum(${sql.raw(counted)}), 0)::int AS n FROM company_profile_stats`,
      ),
    );
    return { total: Number(row?.n ?? 0), approximate: false };
  }
  return estimatedTotal(db, "profile", where);
}

export async function listProfileRows(db: DbOrTx, companyId: number | null, q: ListQuery, today: string) {
  const where = and(...listConditions(companyId, q, today));
  const window = pageWindow(q);
  const [{ total, approximate }, rows] = await Promise.all([
    listTotal(db, companyId, q, today, where),
    db
      .select({
        id: profile.id,
        companyId: profile.companyId,
        firstname: profile.firstname,
        lastname: profile.lastname,
        title: profile.title,
        seniority: profile.seniority,
        city: profile.city,
        remote: profile.remote,
        fullTime: profile.fullTime,
        availableFrom: profile.availableFrom,
        dailyRateMin: profile.dailyRateMin,
        dailyRateMax: profile.dailyRateMax,
        premium: profile.premium,
        published: profile.published,
        photoKey: profile.photoKey,
        updatedAt: profile.updatedAt,
        // The page's skills in the same statement (one round trip less per page), strongest first.
        skills: listSkills,
      })
      .from(profile)
      .where(where)
      .orderBy(...listOrder(q))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { total, approximate, rows };
}
