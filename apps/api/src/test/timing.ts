/**
 * Whether `run` finishes under `boundMs` on one of `attempts` runs. For the "no catastrophic backtracking" checks:
 * on a loaded machine (CI with a load average of 20 on 2 cores) a single run can stall for a garbage collection
 * or a descheduled thread, while a backtracking pattern on a 100 KB string is slow on every run.
 */
export function finishesWithin(boundMs: number, run: () => unknown, attempts = 3): boolean {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const start = performance.now();
    run();
    if (performance.now() - start < boundMs) return true;
  }
  return false;
}
