import { createHash } from "node:crypto";
import type { ErrorCode } from "@mkt/contracts";
import type { Db, DbOrTx } from "../db/client.ts";
import { AppError } from "./app-error.ts";
import {
  countRecentHits,
  deleteHits,
  deleteHitsOlderThan,
  insertHit,
  recentHitAges,
  type StoredHit,
  takeHits,
} from "./rate-limit-queries.ts";

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

/** How a counter stores its keys: "sha256" keeps no address or IP in clear (hit()), "plain" stores an id as given. */
export type KeyStorage = "sha256" | "plain";

/**
 * The one counter over rate_limit_hit (shared by every API instance): hits of a key in a bucket within a
 * sliding window. hit() counts every request; failure counters (two-factor codes, privacy) record only
 * failures and may clear them. Keys are stored as `keys` says, so erasure (privacy/erase.ts) finds them.
 */
export function hitCounter(bucket: string, keys: KeyStorage) {
  const stored = (key: string) => (keys === "sha256" ? createHash("sha256").update(key).digest("hex") : key);
  return {
    bucket,
    stored,
    /** When the window already holds `max` hits of key: the seconds until the oldest counted one leaves it; else null. */
    async retryAfter(db: DbOrTx, key: string, limit: RateLimit): Promise<number | null> {
      const ages = await recentHitAges(db, bucket, stored(key), limit.windowSeconds, limit.max);
      const oldestCounted = ages[limit.max - 1];
      // A slot frees up when the max-th most recent hit leaves the window.
      return oldestCounted === undefined ? null : limit.windowSeconds - oldestCounted;
    },
    /** How many hits of key the last `windowSeconds` hold. */
    count: (db: DbOrTx, key: string, windowSeconds: number) =>
      countRecentHits(db, bucket, stored(key), windowSeconds),
    record: (db: DbOrTx, key: string) => insertHit(db, bucket, stored(key)),
    clear: (db: DbOrTx, key: string) => deleteHits(db, bucket, stored(key)),
  };
}

/**
 * Counts one hit of `key` in `bucket` (a sliding window kept in rate_limit_hit, so every API instance shares it)
 * or, when the window already holds `max` hits, throws a 429 without counting. The key is stored as its
 * SHA-256, so no address or IP is kept in clear; one statement (rate_limit_take: an advisory lock per bucket and
 * key, then the read and the insert) makes parallel hits from several instances count exactly.
 */
export async function hit(
  db: Db,
  bucket: string,
  key: string,
  limit: RateLimit,
  code: ErrorCode = "common.rate_limited",
): Promise<void> {
  await hitAll(db, [{ bucket, key, limit }], code);
}

/**
 * Counts one hit per entry in one statement (lib/rate-limit-queries takeHits), in order, stopping at the first
 * whose window is full: that one throws its 429 (the hits before it stay counted, the ones after are not).
 */
export async function hitAll(
  db: Db,
  hits: readonly { bucket: string; key: string; limit: RateLimit }[],
  code: ErrorCode = "common.rate_limited",
): Promise<void> {
  const refused = await takeHits(db, storedHits(hits));
  if (refused) throw tooManyRequests(refused.wait, code);
}

/**
 * The hits as rate_limit_take counts them (limits checked, keys as stored): for hitAll, and for a caller that
 * takes them inside a statement of its own (rate-limit-queries takeHitsQuery, then tooManyRequests on a refusal).
 */
export function storedHits(hits: readonly { bucket: string; key: string; limit: RateLimit }[]): StoredHit[] {
  return hits.map((h) => {
    if (h.limit.windowSeconds > RATE_LIMIT_MAX_WINDOW_SECONDS)
      throw new Error(`rate limit window too long: ${h.bucket}`);
    if (h.limit.max < 1) throw new Error(`rate limit without room: ${h.bucket}`);
    return {
      bucket: h.bucket,
      key: hitCounter(h.bucket, "sha256").stored(h.key),
      max: h.limit.max,
      windowSeconds: h.limit.windowSeconds,
    };
  });
}

/** Forgets hits older than the longest window (run by the jobs). */
export function pruneRateLimitHits(db: Db): Promise<number> {
  return deleteHitsOlderThan(db, RATE_LIMIT_MAX_WINDOW_SECONDS);
}
