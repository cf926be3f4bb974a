import { and, count, desc, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../db/client.ts";
import { rateLimitHit } from "../db/schema/index.ts";

/** The SQL of every counter kept in rate_limit_hit (lib/rate-limit.ts); `key` is the key as stored. */

/** Waits for the transaction-scoped advisory lock named `name` (released at commit or rollback). */
export async function lockForTransaction(tx: DbOrTx, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}

/** A hit as rate_limit_take counts it: the key as stored (lib/rate-limit.ts storedHits). */
export type StoredHit = { bucket: string; key: string; max: number; windowSeconds: number };

/**
 * The SELECT taking several hits in order, one row with a column per hit (w0, w1…): null when counted, else the
 * seconds to wait; the first full window stops the rest (their columns stay null and nothing is counted). Each
 * rate_limit_take call takes its own lock and fresh snapshots, so the counts stay exact; the nested sub-selects
 * (never flattened: they call a volatile function) fix the order. A caller may read something else in the same
 * statement by selecting from it as a sub-query (open/queries/tokens.ts).
 */
export function takeHitsQuery(hits: readonly StoredHit[]): SQL {
  const take = (h: StoredHit) =>
    sql`rate_limit_take(${h.bucket}, ${h.key}, ${h.max}::int, ${h.windowSeconds}::float8)`;
  let query: SQL | null = null;
  hits.forEach((h, i) => {
    const column = sql.raw(`w${i}`);
    if (query === null) {
      query = sql`SELECT ${take(h)} AS ${column}`;
      return;
    }
    const earlier = sql.raw(Array.from({ length: i }, (_, k) => `w${k}`).join(", "));
    const allPassed = sql.raw(Array.from({ length: i }, (_, k) => `w${k} IS NULL`).join(" AND "));
    query = sql`SELECT ${earlier}, CASE WHEN ${allPassed} THEN ${take(h)} END AS ${column} FROM (${query}) AS ${sql.raw(`s${i}`)}`;
  });
  if (query === null) throw new Error("takeHitsQuery: no hits");
  return query;
}

/** The columns of takeHitsQuery as one JSON array, in order (for a caller selecting from it as `h`). */
export const takenWaits = (count: number) =>
  sql<(number | string | null)[]>`json_build_array(${sql.raw(
    Array.from({ length: count }, (_, i) => `h.w${i}`).join(", "),
  )})`;

/** The first refusal among the waits of takeHitsQuery's columns, in order: its index and seconds, or null. */
export function firstRefusal(
  waits: readonly (number | string | null | undefined)[],
): { index: number; wait: number } | null {
  for (let i = 0; i < waits.length; i++) {
    const wait = waits[i];
    if (wait !== null && wait !== undefined) return { index: i, wait: Number(wait) };
  }
  return null;
}

/** Several hits in one statement (one commit), in order (takeHitsQuery): the first refusal, or null. */
export async function takeHits(
  db: DbOrTx,
  hits: readonly StoredHit[],
): Promise<{ index: number; wait: number } | null> {
  if (hits.length === 0) return null;
  const [row] = resultRows<Record<string, number | string | null>>(await db.execute(takeHitsQuery(hits)));
  return firstRefusal(hits.map((_, i) => row?.[`w${i}`]));
}

/** The ages in seconds of the `max` most recent hits of bucket and key within the window, newest first. */
export async function recentHitAges(
  db: DbOrTx,
  bucket: string,
  key: string,
  windowSeconds: number,
  max: number,
): Promise<number[]> {
  const recent = await db
    .select({ age: sql<number>`extract(epoch from now() - ${rateLimitHit.createdAt})::float8` })
    .from(rateLimitHit)
    .where(
      and(
        eq(rateLimitHit.bucket, bucket),
        eq(rateLimitHit.key, key),
        gt(rateLimitHit.createdAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    )
    .orderBy(desc(rateLimitHit.createdAt))
    .limit(max);
  return recent.map((row) => Number(row.age));
}

/** How many hits of bucket and key the window holds. */
export async function countRecentHits(
  db: DbOrTx,
  bucket: string,
  key: string,
  windowSeconds: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHit)
    .where(
      and(
        eq(rateLimitHit.bucket, bucket),
        eq(rateLimitHit.key, key),
        gt(rateLimitHit.createdAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row?.n ?? 0;
}

export async function insertHit(db: DbOrTx, bucket: string, key: string): Promise<void> {
  await db.insert(rateLimitHit).values({ bucket, key });
}

/** Forgets every hit of bucket and key. */
export async function deleteHits(db: DbOrTx, bucket: string, key: string): Promise<void> {
  await db.delete(rateLimitHit).where(and(eq(rateLimitHit.bucket, bucket), eq(rateLimitHit.key, key)));
}

/** Forgets every hit older than `seconds`; returns how many. */
export async function deleteHitsOlderThan(db: DbOrTx, seconds: number): Promise<number> {
  const deleted = await db
    .delete(rateLimitHit)
    .where(lt(rateLimitHit.createdAt, sql`now() - make_interval(secs => ${seconds})`))
    .returning({ id: rateLimitHit.id });
  return deleted.length;
}
