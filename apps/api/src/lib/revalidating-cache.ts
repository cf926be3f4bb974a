/**
 * A per-instance cache of slow answers (search facet counts) that never makes a request wait for a refresh:
 * - an entry computed under the current data version and younger than the TTL is served as it is (exact);
 * - an older one, or one of another data version, is served at once marked stale, and one refresh of that key
 *   starts in the background (never awaited by the request; concurrent stale reads share it); when it lands, the
 *   next request gets the new answer;
 * - a key never seen is computed once in the request that asks first (callers asking meanwhile share it), and so
 *   is an out-of-date answer that `serveStale` refuses (a cheap one).
 * Several instances each keep their own: each serves its last answer and refreshes it itself, so none is ever
 * wrong for longer than its refresh takes after it notices the data version changed (or the TTL ran out).
 */
export type RevalidatingCacheOptions<V> = {
  ttlMs: number;
  maxEntries: number;
  /**
   * Whether an out-of-date answer may be served while it is refreshed (default: always). When not (say, a small
   * count that takes a few milliseconds), it is computed again in the request, as for a key never seen.
   */
  serveStale?: (value: V) => boolean;
  /** Called with a background refresh's error (the stale entry stays; the next stale read tries again). */
  onRefreshError?: (error: unknown) => void;
  now?: () => number;
};

type Entry<V> = { value: V; version: string; at: number };

export type Revalidated<V> = { value: V; stale: boolean };

export class RevalidatingCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Promise<V>>();
  private readonly now: () => number;

  constructor(private readonly options: RevalidatingCacheOptions<V>) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The answer for `key` under data `version`. `keep` decides whether an answer is worth remembering (a cheap one
   * is computed again each time instead).
   */
  async get(
    key: string,
    version: string,
    compute: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<Revalidated<V>> {
    const entry = this.entries.get(key);
    if (entry) {
      const stale = entry.version !== version || this.now() - entry.at > this.options.ttlMs;
      if (!stale) return { value: entry.value, stale };
      if (this.options.serveStale?.(entry.value) ?? true) {
        this.refreshInBackground(key, version, compute, keep);
        return { value: entry.value, stale };
      }
    }
    return { value: await this.load(key, version, compute, keep), stale: false };
  }

  /** Whether a refresh of the key is running (tests). */
  refreshing(key: string): boolean {
    return this.pending.has(key);
  }

  private load(key: string, version: string, compute: () => Promise<V>, keep: (value: V) => boolean) {
    const running = this.pending.get(key);
    if (running) return running;
    const at = this.now();
    const promise = compute()
      .then((value) => {
        if (keep(value)) this.store(key, { value, version, at });
        else this.entries.delete(key);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  private refreshInBackground(
    key: string,
    version: string,
    compute: () => Promise<V>,
    keep: (value: V) => boolean,
  ) {
    if (this.pending.has(key)) return;
    this.load(key, version, compute, keep).catch((error: unknown) => this.options.onRefreshError?.(error));
  }

  private store(key: string, entry: Entry<V>) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Map keeps insertion order: the first key is the least recently stored.
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
