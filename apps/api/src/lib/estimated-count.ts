import { type SQL, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../db/client.ts";

/**
 * Counting a million matching rows takes a second; a page of them a few milliseconds (issue 21). Lists and searches
 * whose filters match more than EXACT_COUNT_UP_TO rows answer an estimate instead, marked approximate (the
 * interface says "About N"): the count stops at the cap (`cappedCount`, a LIMIT scan), and above it the rows of a
 * random sample of the table's pages (`TABLESAMPLE SYSTEM`, about SAMPLE_ROWS rows whatever the table's size) are
 * counted and scaled. Below the cap every count stays exact, so small marketplaces and every test see exact figures.
 */
export const EXACT_COUNT_UP_TO = 2_000;
/**
 * Rows a sample reads: enough for a share of 10% to be within ±1 point (one standard error), cheap on PGlite. Exact
 * counts stop at 2,000 because counting (and aggregating facets over) a few thousand rows already costs PGlite
 * 40–90 ms at 100,000 profiles.
 */
export const SAMPLE_ROWS = 4_000;
/** The sample is the same for the same data (REPEATABLE), so a repeated estimate does not wobble. */
const SAMPLE_SEED = 7;
const TABLE_SIZE_TTL_MS = 60_000;

const sizes = new WeakMap<object, Map<string, { rows: number; at: number }>>();

/**
 * The planner's row count of a table (pg_class.reltuples, kept by ANALYZE and autovacuum), read once a minute per
 * database handle; -1 when the table was never analysed.
 */
export async function tableRows(db: DbOrTx, table: string, now = Date.now()): Promise<number> {
  let byTable = sizes.get(db);
  if (!byTable) {
    byTable = new Map();
    sizes.set(db, byTable);
  }
  const known = byTable.get(table);
  if (known && now - known.at < TABLE_SIZE_TTL_MS) return known.rows;
  const [row] = resultRows<{ rows: number }>(
    await db.execute(sql`SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = to_regclass(${table})`),
  );
  const rows = Number(row?.rows ?? -1);
  byTable.set(table, { rows, at: now });
  return rows;
}

/** Forgets what tableRows read for this database (tests that grow a table and ANALYZE it). */
export function forgetTableSizes(db: DbOrTx): void {
  sizes.delete(db);
}

/**
 * The percentage of the table's pages to sample for about `rows` rows, or null when the table is small enough
 * (or unknown to the planner) that no sample is worth taking.
 */
export function samplePercent(tableSize: number, rows = SAMPLE_ROWS): number | null {
  if (!(tableSize > rows * 2)) return null;
  return Math.max(0.01, Math.min(50, (rows / tableSize) * 100));
}

/** The `FROM` item of a sampled read of `table` (the percentage is ours, never input). */
export function sampledTable(table: string, percent: number): SQL {
  return sql.raw(`"${table}" TABLESAMPLE SYSTEM (${percent.toFixed(4)}) REPEATABLE (${SAMPLE_SEED})`);
}

/** How many rows match, counted up to `cap + 1` (a LIMIT scan that stops there). */
export async function cappedCount(db: DbOrTx, from: SQL, where: SQL | undefined, cap = EXACT_COUNT_UP_TO) {
  const [row] = resultRows<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} ${where ? sql`WHERE ${where}` : sql``} LIMIT ${cap + 1}) capped`,
    ),
  );
  return Number(row?.n ?? 0);
}

/** A sampled count scaled to the table, to two significant digits (an estimate should not look exact). */
export function scaleEstimate(sampled: number, percent: number): number {
  return roughly((sampled * 100) / percent);
}

/** Two significant digits: 853,214 → 850,000; 1,234 → 1,200; under 100 as it is. */
export function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/**
 * A sample's estimate at or above this is taken as it is: far enough above EXACT_COUNT_UP_TO that the exact count
 * would not stop under it (at a million rows a sample of SAMPLE_ROWS finds about 30 matches for it: a standard error
 * under a fifth; on larger tables the estimate is looser), and the capped count — a bitmap over every matching row,
 * 40–90 ms at a million rows — is skipped. Under it the capped count decides.
 */
export const SAMPLE_TRUSTED_FROM = 7_500;

/**
 * What a sample's estimate becomes, the rule every estimated total follows (estimatedTotal, the talent search's and
 * the catalogue's facets): taken as it is from SAMPLE_TRUSTED_FROM; under it a count capped at EXACT_COUNT_UP_TO
 * decides: exact when it stops under the cap, else the estimate raised to the cap (that many were found).
 */
export async function settleEstimate(
  estimate: number,
  countCapped: () => Promise<number>,
): Promise<{ total: number; approximate: boolean }> {
  if (estimate >= SAMPLE_TRUSTED_FROM) return { total: estimate, approximate: true };
  const found = await countCapped();
  if (found <= EXACT_COUNT_UP_TO) return { total: found, approximate: false };
  return { total: Math.max(EXACT_COUNT_UP_TO + 1, estimate), approximate: true };
}

/**
 * The total of a list: exact up to EXACT_COUNT_UP_TO, else estimated from a sample (at least the cap, since that
 * many were found). `approximate` says which. The sample goes first: it costs a few milliseconds whatever the
 * filter, and when it finds plenty nothing else is read. A table too small to sample is counted exactly.
 */
export async function estimatedTotal(
  db: DbOrTx,
  table: string,
  where: SQL | undefined,
): Promise<{ total: number; approximate: boolean }> {
  const from = sql.raw(`"${table}"`);
  const filtered = (source: SQL) =>
    sql`SELECT count(*)::int AS n FROM ${source} ${where ? sql`WHERE ${where}` : sql``}`;
  const countOf = async (statement: SQL) =>
    Number(resultRows<{ n: number }>(await db.execute(statement))[0]?.n ?? 0);
  const percent = samplePercent(await tableRows(db, table));
  if (percent !== null) {
    const estimate = scaleEstimate(await countOf(filtered(sampledTable(table, percent))), percent);
    return settleEstimate(estimate, () => cappedCount(db, from, where));
  }
  const found = await cappedCount(db, from, where);
  return { total: found <= EXACT_COUNT_UP_TO ? found : await countOf(filtered(from)), approximate: false };
}
