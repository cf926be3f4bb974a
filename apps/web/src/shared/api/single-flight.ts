/**
 * Shares one in-flight run of `task` between every caller (§4: one token refresh at a time).
 * Once the run settles the next call starts a fresh one.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    if (!inFlight) {
      inFlight = task().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}
