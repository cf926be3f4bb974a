import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { brandOf, dayOf, inPeriod, type ReportFilter, rows } from "./filter.ts";

/**
 * The funnel over the period, each step counted once per client company, the first time it happens:
 * visitors (open-area entries, open_access_token; with a brand filter they are counted by visitorsByOrigin
 * instead, 0 here), registrations (client companies created, ghosts left out),
 * first published need, first quote received, first quote accepted, first collaboration. The "first time" tests
 * are NOT EXISTS probes on the company's own rows (need_company_idx, quote_client_idx, collaboration_client_idx).
 */
export async function funnelCounts(db: DbOrTx, f: ReportFilter) {
  const [row] = await rows<{
    visitors: number;
    registrations: number;
    first_need: number;
    first_quote: number;
    accepted_quote: number;
    collaboration: number;
  }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM open_access_token t
        WHERE ${f.brand === null ? inPeriod(sql`t.created_at`, f) : sql`FALSE`}) AS visitors,
      (SELECT count(*)::int FROM company c
        WHERE c.type = 'client' AND c.ghost = FALSE AND ${inPeriod(sql`c.created_at`, f)} AND ${brandOf(sql`c`, f)}
      ) AS registrations,
      (SELECT count(DISTINCT n.company_id)::int FROM need n JOIN company c ON c.id = n.company_id
        WHERE ${inPeriod(sql`n.published_at`, f)} AND ${brandOf(sql`c`, f)}
          AND NOT EXISTS (SELECT 1 FROM need e WHERE e.company_id = n.company_id
                          AND e.published_at < ${f.from}::timestamptz)
      ) AS first_need,
      (SELECT count(DISTINCT q.client_company_id)::int FROM quote q JOIN company c ON c.id = q.client_company_id
        WHERE ${inPeriod(sql`q.created_at`, f)} AND ${brandOf(sql`c`, f)}
          AND NOT EXISTS (SELECT 1 FROM quote e WHERE e.client_company_id = q.client_company_id
                          AND e.created_at < ${f.from}::timestamptz)
      ) AS first_quote,
      (SELECT count(DISTINCT q.client_company_id)::int FROM quote q JOIN company c ON c.id = q.client_company_id
        WHERE q.status = 'accepted' AND ${inPeriod(sql`q.decided_at`, f)} AND ${brandOf(sql`c`, f)}
          AND NOT EXISTS (SELECT 1 FROM quote e WHERE e.client_company_id = q.client_company_id
                          AND e.status = 'accepted' AND e.decided_at < ${f.from}::timestamptz)
      ) AS accepted_quote,
      (SELECT count(DISTINCT k.client_company_id)::int FROM collaboration k JOIN company c ON c.id = k.client_company_id
        WHERE ${inPeriod(sql`k.created_at`, f)} AND ${brandOf(sql`c`, f)}
          AND NOT EXISTS (SELECT 1 FROM collaboration e WHERE e.client_company_id = k.client_company_id
                          AND e.created_at < ${f.from}::timestamptz)
      ) AS collaboration`,
  );
  return row;
}

/**
 * The T&M positions published in the period, per day: how many, how many had a quote within 24 h, their quotes,
 * how many have an accepted quote (filled), and the hours to each one's first quote (for the median).
 * position_published_idx finds the period; quote_position_idx the quotes of each position.
 */
export const positionLiquidity = (db: DbOrTx, f: ReportFilter) =>
  rows<{ day: string; hours_to_first: number | null; quotes: number; filled: boolean }>(
    db,
    sql`SELECT ${dayOf(sql`p.published_at`)} AS day,
               extract(epoch FROM (q.first_at - p.published_at)) / 3600 AS hours_to_first,
               coalesce(q.quotes, 0)::int AS quotes,
               coalesce(q.filled, FALSE) AS filled
        FROM position p
        JOIN need n ON n.id = p.need_id
        JOIN company c ON c.id = n.company_id
        LEFT JOIN LATERAL (
          SELECT min(x.created_at) AS first_at, count(*) AS quotes, bool_or(x.status = 'accepted') AS filled
          FROM quote x WHERE x.position_id = p.id AND x.status <> 'withdrawn'
        ) q ON TRUE
        WHERE p.status IN ('published', 'closed') AND ${inPeriod(sql`p.published_at`, f)} AND ${brandOf(sql`c`, f)}`,
  );

/** Availability requests received in the period and how many were answered; quotes sent and their decisions. */
export async function supplierCounts(db: DbOrTx, f: ReportFilter) {
  const [row] = await rows<{
    requests: number;
    answered: number;
    quotes_sent: number;
    quotes_decided: number;
    quotes_accepted: number;
  }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM availability_request r JOIN company c ON c.id = r.supplier_company_id
        WHERE ${inPeriod(sql`r.created_at`, f)} AND r.status <> 'cancelled' AND ${brandOf(sql`c`, f)}) AS requests,
      (SELECT count(*)::int FROM availability_request r JOIN company c ON c.id = r.supplier_company_id
        WHERE ${inPeriod(sql`r.created_at`, f)} AND r.answered_at IS NOT NULL AND ${brandOf(sql`c`, f)}) AS answered,
      (SELECT count(*)::int FROM quote q JOIN company c ON c.id = q.supplier_company_id
        WHERE ${inPeriod(sql`q.created_at`, f)} AND ${brandOf(sql`c`, f)}) AS quotes_sent,
      (SELECT count(*)::int FROM quote q JOIN company c ON c.id = q.supplier_company_id
        WHERE ${inPeriod(sql`q.created_at`, f)} AND q.status IN ('accepted', 'rejected', 'discarded')
          AND ${brandOf(sql`c`, f)}) AS quotes_decided,
      (SELECT count(*)::int FROM quote q JOIN company c ON c.id = q.supplier_company_id
        WHERE ${inPeriod(sql`q.created_at`, f)} AND q.status = 'accepted' AND ${brandOf(sql`c`, f)}) AS quotes_accepted`,
  );
  return row;
}

/**
 * The open-area entries of the period per host they came from (`origin`, "" when the browser sent none): a
 * token has no brand column, so the brand filter resolves these hosts the way brands by host do. A few distinct
 * hosts; the tokens are purged 30 days after they expire.
 */
export const visitorsByOrigin = (db: DbOrTx, f: ReportFilter) =>
  rows<{ origin: string; visitors: number }>(
    db,
    sql`SELECT t.origin, count(*)::int AS visitors FROM open_access_token t
        WHERE ${inPeriod(sql`t.created_at`, f)} GROUP BY t.origin`,
  );

/** The brands' host patterns and default flag (a handful of rows), to resolve a host to its brand. */
export const brandHosts = (db: DbOrTx) =>
  rows<{ id: number; host_pattern: string | null; is_default: boolean }>(
    db,
    sql`SELECT id, host_pattern, is_default FROM brand ORDER BY id`,
  );
