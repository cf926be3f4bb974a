import type { AccessClaims } from "../../lib/tokens.ts";
import type { LiveSessionRow } from "./session-queries.ts";

type Entry = { claims: AccessClaims; row: LiveSessionRow; at: number };

const MAX_ENTRIES = 10_000;

/**
 * The sessions this instance checked in the last `ttlMs` (SESSION_CACHE_MS), by access token: a token seen a
 * moment ago skips the signature check and the session query. Reasoning in docs/performance.md ("Throughput"):
 * - an entry never outlives the token's own expiry nor the session's;
 * - every write request (any method but GET, HEAD, OPTIONS) on any instance clears the whole cache of every
 *   instance before its answer leaves (this instance at once, the others through a NOTIFY): sign-out, sign-out
 *   everywhere, a password change or reset, staff disabling a user or changing a role, a plan bought, acting as
 *   someone, enrolling in two-factor sign-in are all write requests, so the next request sees them;
 * - a check that started before a clear is not stored (the epoch moved), so it cannot bring back an old row;
 * - what changes without a request (a background job, a direct database edit) shows within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves at every clear: a check started under an older epoch is not stored. */
  epoch = 0;
  /** Lookups answered from the cache, and the others (the bench prints the hit rate). */
  hits = 0;
  misses = 0;

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): Entry | null {
    const entry = this.entries.get(token);
    if (!entry) {
      this.misses++;
      return null;
    }
    const now = this.now();
    if (
      now - entry.at > this.ttlMs ||
      entry.claims.exp * 1000 <= now ||
      entry.row.sessionExpiresAt.getTime() <= now
    ) {
      this.entries.delete(token);
      this.misses++;
      return null;
    }
    this.hits++;
    return entry;
  }

  /** Remembers a check that started at `epoch`, unless the cache was cleared since. */
  set(token: string, epoch: number, claims: AccessClaims, row: LiveSessionRow): void {
    if (epoch !== this.epoch || this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, { claims, row, at: this.now() });
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
