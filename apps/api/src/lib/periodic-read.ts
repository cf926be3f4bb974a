/**
 * A value read from the database at most once per `ttlMs` by each instance (a vocabulary, a list of names): a cache
 * of reference data, not state — every instance reads its own, and a change shows within the period. Kept for the
 * last database asked (tests run several); a failed read is not kept, the next call reads again.
 */
export class PeriodicRead<D, T> {
  private cached: { db: D; at: number; value: Promise<T> } | null = null;

  constructor(private readonly ttlMs: number) {}

  /** The value read last from `db`, or `read` of it when there is none or it is older than the period. */
  get(db: D, read: (db: D) => Promise<T>): Promise<T> {
    if (!this.cached || this.cached.db !== db || Date.now() - this.cached.at > this.ttlMs) {
      const entry = { db, at: Date.now(), value: read(db) };
      this.cached = entry;
      entry.value.catch(() => {
        if (this.cached === entry) this.cached = null;
      });
    }
    return this.cached.value;
  }

  /** Reads again at the next call (tests that change what is read). */
  forget(): void {
    this.cached = null;
  }
}
