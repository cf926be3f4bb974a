import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { dayOf, inPeriod, type ReportFilter, rows } from "./filter.ts";

/** The company a report is about (null: no such company). */
export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await rows<{ id: number; name: string; type: string }>(
    db,
    sql`SELECT id, name, type FROM company WHERE id = ${companyId}`,
  );
  return row ?? null;
}

/**
 * One company's activity per day and metric (Report Compagnie), every statement led by the company's own index
 * (need_company_idx, quote_client_idx, quote_supplier_idx, collaboration_*_idx, credit_ledger_company_idx,
 * availability_request_*_idx).
 */
export const companyActivity = (db: DbOrTx, companyId: number, f: ReportFilter) =>
  rows<{ day: string; metric: string; n: number }>(
    db,
    sql`SELECT ${dayOf(sql`n.published_at`)} AS day, 'needs_published' AS metric, count(*)::int AS n
          FROM need n WHERE n.company_id = ${companyId} AND ${inPeriod(sql`n.published_at`, f)} GROUP BY 1
        UNION ALL
        SELECT ${dayOf(sql`p.published_at`)}, 'positions_published', count(*)::int
          FROM position p JOIN need n ON n.id = p.need_id
          WHERE n.company_id = ${companyId} AND ${inPeriod(sql`p.published_at`, f)} GROUP BY 1
        UNION ALL
        SELECT ${dayOf(sql`q.created_at`)}, 'quotes_received', count(*)::int
          FROM quote q WHERE q.client_company_id = ${companyId} AND ${inPeriod(sql`q.created_at`, f)} GROUP BY 1
        UNION ALL
        SELECT ${dayOf(sql`q.decided_at`)}, 'quotes_accepted_as_client', count(*)::int
          FROM quote q WHERE q.client_company_id = ${companyId} AND q.status = 'accepted'
            AND ${inPeriod(sql`q.decided_at`, f)} GROUP BY 1
        UNION ALL
        SELECT ${dayOf(sql`q.created_at`)}, 'quotes_sent', count(*)::int
          FROM quote q WHERE q.supplier_company_id = ${companyId} AND ${inPeriod(sql`q.created_at`, f)} GROUP BY 1
        UNION ALL
        SELECT ${dayOf(sql`q.decided_at`)}, 'quotes_won', count(*)::int
          FROM quote q WHERE q.supplier_company_id = ${companyId} AND q.status = 'accepted'
            AND ${inPeriod(sql`q.decided_at`, f)} GROUP BY 1
        UNION ALL
        SELECT ${dayOf(sql`k.created_at`)}, 'collaborations_opened', count(*)::int
          FROM collaboration k WHERE (k.client_company_id = ${companyId} OR k.supplier_company_id = ${companyId})
            AND ${inPeriod(sql`k.created_at`, f)} GROUP BY 1
        UNION ALL
        SELECT ${dayOf(sql`r.created_at`)}, 'availability_requests_sent', count(*)::int
          FROM availability_request r WHERE r.client_company_id = ${companyId}
            AND ${inPeriod(sql`r.created_at`, f)} GROUP BY 1
        UNION ALL
        SELECT ${dayOf(sql`r.created_at`)}, 'availability_requests_received', count(*)::int
          FROM availability_request r WHERE r.supplier_company_id = ${companyId}
            AND ${inPeriod(sql`r.created_at`, f)} GROUP BY 1
        UNION ALL
        SELECT ${dayOf(sql`l.created_at`)}, 'credits_used', (-sum(l.delta))::int
          FROM credit_ledger l WHERE l.company_id = ${companyId} AND l.reason = 'spend'
            AND ${inPeriod(sql`l.created_at`, f)} GROUP BY 1`,
  );
