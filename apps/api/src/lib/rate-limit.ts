import { createHash } from "node:crypto";
import type { ErrorCode } from "@mkt/contracts";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitHit } from "../db/schema/index.ts";
import { AppError } from "./app-error.ts";

/** At most `max` hits within the last `windowSeconds`. */
export type RateLimit = { readonly max: number; readonly windowSeconds: number };

/** The longest window a limit may use: hits older than this are pruned by the jobs. */
export const RATE_LIMIT_MAX_WINDOW_SECONDS = 24 * 60 * 60;

/** The 429 a refused hit answers: the translated code, Retry-After in seconds (also in `data.retry_after`). */
export function tooManyRequests(
  retryAfterSeconds: number,
  code: ErrorCode = "common.rate_limited",
): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(code, { data: { retry_after: seconds }, headers: { "retry-after": String(seconds) } });
}

/**
 * Counts one hit of `key` in `bucket` (a sliding window kept in rate_limit_hit, so every API instance shares it)
 * or, when the window already holds `max` hits, throws a 429 without counting. The key is stored as its
 * SHA-256, so no address or IP is kept in clear; a transaction-scoped advisory lock per bucket and key makes
 * parallel hits from several instances count exactly.
 */
export async function hit(
  db: Db,
  bucket: string,
  key: string,
  limit: RateLimit,
  code: ErrorCode = "common.rate_limited",
): Promise<void> {
  if (limit.windowSeconds > RATE_LIMIT_MAX_WINDOW_SECONDS)
    throw new Error(`rate limit window too long: ${bucket}`);
  const hashed = createHash("sha256").update(key).digest("hex");
  const retryAfter = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${bucket}:${hashed}`}))`);
    const recent = await tx
      .select({ age: sql<number>`extract(epoch from now() - ${rateLimitHit.createdAt})::float8` })
      .from(rateLimitHit)
      .where(
        and(
          eq(rateLimitHit.bucket, bucket),
          eq(rateLimitHit.key, hashed),
          gt(rateLimitHit.createdAt, sql`now() - make_interval(secs => ${limit.windowSeconds})`),
        ),
      )
      .orderBy(desc(rateLimitHit.createdAt))
      .limit(limit.max);
    const oldestCounted = recent[limit.max - 1];
    // A slot frees up when the max-th most recent hit leaves the window.
    if (oldestCounted) return limit.windowSeconds - Number(oldestCounted.age);
    await tx.insert(rateLimitHit).values({ bucket, key: hashed });
    return null;
  });
  if (retryAfter !== null) throw tooManyRequests(retryAfter, code);
}

/** Forgets hits older than the longest window (run by the jobs). */
export async function pruneRateLimitHits(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimitHit)
    .where(lt(rateLimitHit.createdAt, sql`now() - make_interval(secs => ${RATE_LIMIT_MAX_WINDOW_SECONDS})`))
    .returning({ id: rateLimitHit.id });
  return deleted.length;
}
