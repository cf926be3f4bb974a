import { sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../db/client.ts";

/**
 * The dashboards' charts (issue 18 item 4): one company's figures per day of a period (at most 2 years), each
 * statement led by the company's own index (need_company_idx, quote_client_idx, quote_supplier_idx,
 * credit_ledger_company_idx, availability_request_supplier_idx); profile views from the analytics term rollup.
 */
export type ChartPeriod = { from: string; to: string };

const inPeriod = (column: ReturnType<typeof sql>, p: ChartPeriod) =>
  sql`${column} >= ${p.from}::timestamptz AND ${column} < (${p.to}::date + 1)::timestamptz`;
const dayOf = (column: ReturnType<typeof sql>) => sql`((${column}) AT TIME ZONE 'UTC')::date::text`;

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return resultRows<T>(await db.execute(query));
}

/** The client's positions published in the period and the hours to each one's first quote (null: none yet). */
export const clientPositions = (db: DbOrTx, companyId: number, p: ChartPeriod) =>
  rows<{ day: string; hours_to_first: number | null }>(
    db,
    sql`SELECT ${dayOf(sql`ps.published_at`)} AS day,
               extract(epoch FROM ((SELECT min(q.created_at) FROM quote q
                                    WHERE q.position_id = ps.id AND q.status <> 'withdrawn') - ps.published_at)) / 3600
                 AS hours_to_first
        FROM position ps JOIN need n ON n.id = ps.need_id
        WHERE n.company_id = ${companyId} AND ${inPeriod(sql`ps.published_at`, p)}`,
  );

/** Per day and metric: quotes received and accepted, credits used (client side). */
export const clientDaily = (db: DbOrTx, companyId: number, p: ChartPeriod) =>
  rows<{ day: string; metric: string; n: number }>(
    db,
    sql`SELECT ${dayOf(sql`q.created_at`)} AS day, 'quotes_received' AS metric, count(*)::int AS n
          FROM quote q WHERE q.client_company_id = ${companyId} AND ${inPeriod(sql`q.created_at`, p)} GROUP BY 1
        UNION ALL
        SELECT ${dayOf(sql`q.decided_at`)}, 'quotes_accepted', count(*)::int
          FROM quote q WHERE q.client_company_id = ${companyId} AND q.status = 'accepted'
            AND ${inPeriod(sql`q.decided_at`, p)} GROUP BY 1
        UNION ALL
        SELECT ${dayOf(sql`l.created_at`)}, 'credits_used', (-sum(l.delta))::int
          FROM credit_ledger l WHERE l.company_id = ${companyId} AND l.reason = 'spend'
            AND ${inPeriod(sql`l.created_at`, p)} GROUP BY 1`,
  );

/** Per day and metric: quotes sent, accepted and decided, availability requests received, profile views. */
export const supplierDaily = (db: DbOrTx, companyId: number, p: ChartPeriod) =>
  rows<{ day: string; metric: string; n: number }>(
    db,
    sql`SELECT ${dayOf(sql`q.created_at`)} AS day, 'quotes_sent' AS metric, count(*)::int AS n
          FROM quote q WHERE q.supplier_company_id = ${companyId} AND ${inPeriod(sql`q.created_at`, p)} GROUP BY 1
        UNION ALL
        SELECT ${dayOf(sql`q.decided_at`)}, CASE WHEN q.status = 'accepted' THEN 'quotes_accepted' ELSE 'quotes_lost' END,
               count(*)::int
          FROM quote q WHERE q.supplier_company_id = ${companyId} AND q.status IN ('accepted', 'rejected', 'discarded')
            AND ${inPeriod(sql`q.decided_at`, p)} GROUP BY 1, 2
        UNION ALL
        SELECT ${dayOf(sql`r.created_at`)}, 'availability_requests', count(*)::int
          FROM availability_request r WHERE r.supplier_company_id = ${companyId}
            AND ${inPeriod(sql`r.created_at`, p)} GROUP BY 1
        UNION ALL
        SELECT d.day::text, 'profile_views', sum(d.count)::int
          FROM analytics_term_daily d
          WHERE d.kind = 'profile_view' AND d.term = ${String(companyId)} AND d.staff = FALSE
            AND d.day BETWEEN ${p.from}::date AND ${p.to}::date GROUP BY 1`,
  );

/**
 * The other supply companies sharing a sector with the caller, with their quotes sent, decided and accepted and
 * availability requests received in the period (for the sector medians). The activity is counted once per table,
 * grouped by company and joined to the peers: four correlated counts per peer cost 80,000 index probes for a
 * sector of 20,000 companies (issue 21's bench at a million profiles: 158 ms at the median).
 */
export const sectorPeers = (db: DbOrTx, companyId: number, p: ChartPeriod) =>
  rows<{ company_id: number; sent: number; decided: number; accepted: number; requests: number }>(
    db,
    sql`WITH peers AS (
          SELECT DISTINCT cs.company_id FROM company_sector cs
          JOIN company c ON c.id = cs.company_id AND c.type IN ('supplier', 'freelance', 'academy') AND c.ghost = FALSE
          WHERE cs.sector_id IN (SELECT s.sector_id FROM company_sector s WHERE s.company_id = ${companyId})
            AND cs.company_id <> ${companyId}),
        sent AS (
          SELECT q.supplier_company_id AS company_id, count(*)::int AS n FROM quote q
          WHERE q.supplier_company_id IN (SELECT company_id FROM peers) AND ${inPeriod(sql`q.created_at`, p)}
          GROUP BY 1),
        decided AS (
          SELECT q.supplier_company_id AS company_id, count(*)::int AS n,
            (count(*) FILTER (WHERE q.status = 'accepted'))::int AS accepted
          FROM quote q WHERE q.supplier_company_id IN (SELECT company_id FROM peers)
            AND q.status IN ('accepted', 'rejected', 'discarded') AND ${inPeriod(sql`q.decided_at`, p)}
          GROUP BY 1),
        requests AS (
          SELECT r.supplier_company_id AS company_id, count(*)::int AS n FROM availability_request r
          WHERE r.supplier_company_id IN (SELECT company_id FROM peers) AND ${inPeriod(sql`r.created_at`, p)}
          GROUP BY 1)
        SELECT peers.company_id, coalesce(sent.n, 0) AS sent, coalesce(decided.n, 0) AS decided,
          coalesce(decided.accepted, 0) AS accepted, coalesce(requests.n, 0) AS requests
        FROM peers
        LEFT JOIN sent ON sent.company_id = peers.company_id
        LEFT JOIN decided ON decided.company_id = peers.company_id
        LEFT JOIN requests ON requests.company_id = peers.company_id`,
  );
