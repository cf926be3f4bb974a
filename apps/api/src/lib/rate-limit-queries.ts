import { and, count, desc, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../db/client.ts";
import { rateLimitHit } from "../db/schema/index.ts";

/** The SQL of every counter kept in rate_limit_hit (lib/rate-limit.ts); `key` is the key as stored. */

/** Waits for the transaction-scoped advisory lock named `name` (released at commit or rollback). */
export async function lockForTransaction(tx: DbOrTx, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}

/**
 * Counts one hit of bucket and key when the window holds fewer than `max`, in one round trip (the
 * rate_limit_take function, migration 0037: advisory lock, read, insert): null when counted, else the seconds
 * until the oldest counted hit leaves the window.
 */
export async function takeHit(
  db: DbOrTx,
  bucket: string,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<number | null> {
  const result = await db.execute(
    sql`select rate_limit_take(${bucket}, ${key}, ${max}::int, ${windowSeconds}::float8) as wait`,
  );
  const wait = resultRows<{ wait: number | string | null }>(result)[0]?.wait;
  return wait === null || wait === undefined ? null : Number(wait);
}

/**
 * Several hits in one statement (one commit), in order: each is counted when its window has room, and the first
 * that has none stops the rest. Answers the index of that refusal and its seconds to wait, or null when all counted.
 * Each rate_limit_take call takes its own lock and fresh snapshots, so the counts stay exact; the nested
 * sub-selects (never flattened: they call a volatile function) fix the order.
 */
export async function takeHits(
  db: DbOrTx,
  hits: readonly { bucket: string; key: string; max: number; windowSeconds: number }[],
): Promise<{ index: number; wait: number } | null> {
  const take = (h: (typeof hits)[number]) =>
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
  if (query === null) return null;
  const [row] = resultRows<Record<string, number | string | null>>(await db.execute(query));
  for (let i = 0; i < hits.length; i++) {
    const wait = row?.[`w${i}`];
    if (wait !== null && wait !== undefined) return { index: i, wait: Number(wait) };
  }
  return null;
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
