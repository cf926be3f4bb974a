import { type SQL, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../../db/client.ts";

/** What every report query is bounded by: the period (days, both included), the brand and the staff tag. */
export type ReportFilter = { from: string; to: string; brand: number | null; staff: boolean };

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return resultRows<T>(await db.execute(query));
}

/** `column` (a timestamp) inside the period: [from 00:00 UTC, to + 1 day 00:00 UTC). */
export const inPeriod = (column: SQL, f: ReportFilter) =>
  sql`${column} >= ${f.from}::timestamptz AND ${column} < (${f.to}::date + 1)::timestamptz`;

/** The UTC day of a timestamp, as text. */
export const dayOf = (column: SQL) => sql`((${column}) AT TIME ZONE 'UTC')::date::text`;

/** A company alias of the brand filter (no condition for all brands). */
export const brandOf = (alias: SQL, f: ReportFilter) =>
  f.brand === null ? sql`TRUE` : sql`${alias}.brand_id = ${f.brand}`;
