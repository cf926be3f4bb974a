import { DASHBOARD_LIST_SIZE as N } from "@mkt/contracts";
import { sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../db/client.ts";

/**
 * The dashboards' numbers: one set-based statement per block, each scoped by the caller's company and served by
 * the tables' company/status indexes (need_company_idx, quote_client_idx, quote_supplier_idx, match_score's
 * profile and position indexes, saved_profile's primary key, profile_company_idx).
 */
async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return resultRows<T>(await db.execute(query));
}

export const openNeeds = (db: DbOrTx, companyId: number) =>
  rows<{
    id: number;
    title: string;
    type: string;
    positions: number;
    published_at: string | null;
    total: number;
  }>(
    db,
    sql`SELECT n.id, n.title, n.type, n.published_at::text AS published_at,
               (SELECT count(*)::int FROM position p WHERE p.need_id = n.id) AS positions,
               count(*) OVER ()::int AS total
        FROM need n
        WHERE n.company_id = ${companyId} AND n.status = 'published'
        ORDER BY n.published_at DESC NULLS LAST, n.id DESC
        LIMIT ${N}`,
  );

export const newQuotes = (db: DbOrTx, companyId: number) =>
  rows<{
    id: number;
    need_id: number;
    need_title: string;
    position_title: string | null;
    supplier_name: string;
    created_at: string;
    total: number;
  }>(
    db,
    sql`SELECT q.id, q.need_id, n.title AS need_title, p.title AS position_title, s.name AS supplier_name,
               q.created_at::text AS created_at, count(*) OVER ()::int AS total
        FROM quote q
        JOIN need n ON n.id = q.need_id
        JOIN company s ON s.id = q.supplier_company_id
        LEFT JOIN position p ON p.id = q.position_id
        -- Answers to quote requests on services (directed needs) live on the request's page, not on a need.
        WHERE q.client_company_id = ${companyId} AND q.status = 'sent' AND n.status <> 'directed'
        ORDER BY q.created_at DESC, q.id DESC
        LIMIT ${N}`,
  );

/** The best scores across the company's published positions, among published profiles. */
export const bestMatches = (db: DbOrTx, companyId: number) =>
  rows<{
    position_id: number;
    position_title: string;
    need_id: number;
    profile_id: number;
    profile_title: string;
    score: number;
    band: string;
  }>(
    db,
    sql`SELECT ms.position_id, p.title AS position_title, p.need_id, ms.profile_id, pr.title AS profile_title,
               ms.score::int AS score, ms.band
        FROM need n
        JOIN position p ON p.need_id = n.id AND p.status = 'published'
        JOIN match_score ms ON ms.position_id = p.id
        JOIN profile pr ON pr.id = ms.profile_id AND pr.published
        WHERE n.company_id = ${companyId} AND n.status = 'published'
        ORDER BY ms.score DESC, ms.position_id DESC, ms.profile_id
        LIMIT ${N}`,
  );

export const savedProfiles = (db: DbOrTx, companyId: number) =>
  rows<{
    profile_id: number;
    firstname: string;
    lastname: string;
    title: string;
    saved_at: string;
    total: number;
  }>(
    db,
    sql`SELECT sp.profile_id, pr.firstname, pr.lastname, pr.title, sp.created_at::text AS saved_at,
               count(*) OVER ()::int AS total
        FROM saved_profile sp
        JOIN profile pr ON pr.id = sp.profile_id AND pr.published
        WHERE sp.company_id = ${companyId}
        ORDER BY sp.created_at DESC, sp.profile_id DESC
        LIMIT ${N}`,
  );

/**
 * Published positions where the company's published profiles score at least `minScore`: per position the best
 * of my profiles, how many of mine are scored, best positions first.
 */
export const fittingPositions = (db: DbOrTx, companyId: number, minScore: number) =>
  rows<{
    position_id: number;
    position_title: string;
    need_title: string;
    client_name: string | null;
    profile_id: number;
    firstname: string;
    lastname: string;
    score: number;
    band: string;
    profiles_scored: number;
  }>(
    db,
    sql`WITH mine AS (
          SELECT ms.position_id, ms.profile_id, ms.score, ms.band,
                 row_number() OVER (PARTITION BY ms.position_id ORDER BY ms.score DESC, ms.profile_id) AS rn,
                 count(*) OVER (PARTITION BY ms.position_id)::int AS profiles_scored
          FROM profile pr
          JOIN match_score ms ON ms.profile_id = pr.id
          WHERE pr.company_id = ${companyId} AND pr.published AND ms.score >= ${minScore}
        )
        SELECT m.position_id, p.title AS position_title, n.title AS need_title,
               CASE WHEN n.anonymous THEN NULL ELSE c.name END AS client_name,
               m.profile_id, pr.firstname, pr.lastname, m.score::int AS score, m.band, m.profiles_scored
        FROM mine m
        JOIN position p ON p.id = m.position_id AND p.status = 'published'
        JOIN need n ON n.id = p.need_id AND n.status = 'published'
        JOIN company c ON c.id = n.company_id
        JOIN profile pr ON pr.id = m.profile_id
        WHERE m.rn = 1
        ORDER BY m.score DESC, m.position_id DESC
        LIMIT ${N}`,
  );

export const quotesByStatus = (db: DbOrTx, companyId: number) =>
  rows<{ status: string; count: number }>(
    db,
    sql`SELECT status, count(*)::int AS count FROM quote WHERE supplier_company_id = ${companyId} GROUP BY status`,
  );

/** Published profiles with no availability date, or one already past (stale: clients read it as "now"). */
export const profilesWithoutAvailability = (db: DbOrTx, companyId: number) =>
  rows<{
    id: number;
    firstname: string;
    lastname: string;
    title: string;
    available_from: string | null;
    total: number;
  }>(
    db,
    sql`SELECT id, firstname, lastname, title, available_from::text AS available_from,
               count(*) OVER ()::int AS total
        FROM profile
        WHERE company_id = ${companyId} AND published
          AND (available_from IS NULL OR available_from < current_date)
        ORDER BY available_from NULLS FIRST, id
        LIMIT ${N}`,
  );
