import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { brandOf, dayOf, inPeriod, type ReportFilter, rows } from "./filter.ts";

/**
 * Sign-ups from the accounts when the period has no sign_up event (before event capture, or analytics off):
 * users created per day and role, ghost companies left out. app_user has no index on created_at: the period
 * bounds the rows returned, not the rows read (see docs/analytics.md).
 */
export const createdUsers = (db: DbOrTx, f: ReportFilter) =>
  rows<{ day: string; role_id: number; n: number }>(
    db,
    sql`SELECT ${dayOf(sql`u.created_at`)} AS day, u.role_id, count(*)::int AS n
        FROM app_user u JOIN company c ON c.id = u.company_id
        WHERE ${inPeriod(sql`u.created_at`, f)} AND c.ghost = FALSE AND ${brandOf(sql`c`, f)}
        GROUP BY 1, 2`,
  );

/** Plan revenue (invoices, cents after discount) and credits granted/used per day. */
export const revenueByDay = (db: DbOrTx, f: ReportFilter) =>
  rows<{ day: string; revenue_cents: number }>(
    db,
    sql`SELECT ${dayOf(sql`i.created_at`)} AS day, sum(i.amount_cents - i.discount_cents)::int AS revenue_cents
        FROM invoice i JOIN company c ON c.id = i.company_id
        WHERE ${inPeriod(sql`i.created_at`, f)} AND ${brandOf(sql`c`, f)}
        GROUP BY 1`,
  );

export const creditsByDay = (db: DbOrTx, f: ReportFilter) =>
  rows<{ day: string; granted: number; used: number }>(
    db,
    sql`SELECT ${dayOf(sql`l.created_at`)} AS day,
               coalesce(sum(l.delta) FILTER (WHERE l.reason = 'grant'), 0)::int AS granted,
               coalesce(-sum(l.delta) FILTER (WHERE l.reason = 'spend'), 0)::int AS used
        FROM credit_ledger l JOIN company c ON c.id = l.company_id
        WHERE ${inPeriod(sql`l.created_at`, f)} AND ${brandOf(sql`c`, f)}
        GROUP BY 1`,
  );
