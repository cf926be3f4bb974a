import type { Db, DbOrTx } from "../../db/client.ts";
import {
  forgetAllQueued,
  forgetQueued,
  forgetQueuedUpTo,
  lastQueuedSeq,
  openPositionCount,
  openPositionIdsBelow,
  queueBacklog,
  queuedProfiles,
  readRebuild,
  trySweepLock,
  writeRebuild,
} from "./queue-queries.ts";
import { recomputePositionMatches, recomputeProfileMatches } from "./refresh-matches.ts";

/**
 * The matching sweep (issue 21 item 4): profiles written without the API's save hooks (bulk seeder, imports, a
 * direct SQL insert) — and any whose hook failed — enter the rankings of the open positions in the background.
 * Every write queues the profile (triggers on profile, profile_skill, profile_language, profile_experience);
 * each tick, on one instance at a time, scores queued profiles for up to SWEEP_BUDGET_MS. docs/matching.md.
 */

/** A tick every 20 s: a queued profile is in the rankings within about 20 s plus the queue ahead of it. */
export const SWEEP_INTERVAL_MS = 20_000;
/** Work per tick: at most 5 s of every 20 (a quarter of one core), so a large backlog never hogs the machine. */
export const SWEEP_BUDGET_MS = 5_000;
/** Queue entries read at a time. */
const SWEEP_BATCH = 50;
/**
 * Ranking one position against the whole pool costs about as much as scoring this many queued profiles against
 * every open position (docs/performance.md): a backlog above this many profiles per open position (and above
 * REBUILD_MIN) is caught up by ranking every open position again, newest first, instead of profile by profile.
 */
export const PROFILES_PER_POSITION = 2;
export const REBUILD_MIN = 1000;

/** Whether a backlog is cheaper to catch up by ranking every open position again than profile by profile. */
export function rebuildIsCheaper(backlog: number, openPositions: number): boolean {
  return backlog > Math.max(REBUILD_MIN, PROFILES_PER_POSITION * openPositions);
}

/**
 * For a writer that ranked every open position after writing its profiles (the demo seed): nothing waits for the
 * sweep any more.
 */
export async function markProfilesMatched(db: DbOrTx): Promise<void> {
  await forgetAllQueued(db);
}

export type SweepResult = {
  /** "profiles": queued profiles scored one by one; "positions": a rebuild of every ranking went on. */
  mode: "idle" | "profiles" | "positions";
  profiles: number;
  positions: number;
  failed: number;
};

type Log = { error: (obj: unknown, msg: string) => void };
type Options = { budgetMs?: number; log?: Log; clock?: () => number };

/**
 * One tick of the sweep. `exclusive` (PostgreSQL, several instances): the work runs while this instance holds a
 * transaction-scoped advisory lock on its own connection, and an instance that finds it taken skips the tick
 * (answers null); the work itself uses other connections, each recompute its own short transaction. On the
 * embedded database (one process) the job's own flag keeps ticks from overlapping and no transaction stays open
 * (PGlite serves one transaction at a time).
 */
export async function runMatchingSweep(
  db: Db,
  exclusive: boolean,
  options: Options = {},
): Promise<SweepResult | null> {
  if (!exclusive) return sweepTick(db, options);
  return db.transaction(async (tx) => {
    if (!(await trySweepLock(tx))) return null;
    return sweepTick(db, options);
  });
}

async function sweepTick(db: DbOrTx, options: Options): Promise<SweepResult> {
  const clock = options.clock ?? (() => performance.now());
  const budget = options.budgetMs ?? SWEEP_BUDGET_MS;
  const deadline = clock() + budget;
  const log = options.log ?? { error: (obj: unknown, msg: string) => console.error(msg, obj) };
  const result: SweepResult = { mode: "idle", profiles: 0, positions: 0, failed: 0 };
  let rebuild = await readRebuild(db);
  if (!rebuild) {
    const positions = await openPositionCount(db);
    // Counted just past the threshold: a backlog of a million is not counted row by row every tick.
    const backlog = await queueBacklog(db, Math.max(REBUILD_MIN, PROFILES_PER_POSITION * positions) + 1);
    if (backlog === 0) return result;
    if (rebuildIsCheaper(backlog, positions)) {
      rebuild = { upTo: await lastQueuedSeq(db), below: null };
      await writeRebuild(db, rebuild);
    }
  }
  if (rebuild) {
    result.mode = "positions";
    // Profiles written since the rebuild began are not covered by it: a fifth of the tick scores them first, so
    // one written during a long catch-up still enters the rankings within the minute.
    const upTo = rebuild.upTo;
    await scoreQueued(db, result, log, clock, Math.min(deadline, clock() + budget / 5), upTo);
    while (clock() < deadline) {
      const [id] = await openPositionIdsBelow(db, rebuild.below, 1);
      if (id === undefined) {
        // Every open position was ranked after the entries up to upTo were queued: they are covered.
        await forgetQueuedUpTo(db, rebuild.upTo);
        await writeRebuild(db, null);
        break;
      }
      try {
        await recomputePositionMatches(db, id);
        result.positions++;
      } catch (err) {
        result.failed++;
        log.error({ err, positionId: id }, "matching sweep: position recompute failed");
      }
      rebuild = { ...rebuild, below: id };
      await writeRebuild(db, rebuild);
    }
    return result;
  }
  result.mode = "profiles";
  await scoreQueued(db, result, log, clock, deadline);
  return result;
}

/** Scores queued profiles, oldest first (those queued after `after` when given), until the deadline. */
async function scoreQueued(
  db: DbOrTx,
  result: SweepResult,
  log: Log,
  clock: () => number,
  deadline: number,
  after?: string,
) {
  while (clock() < deadline) {
    const batch = await queuedProfiles(db, SWEEP_BATCH, after);
    if (batch.length === 0) return;
    for (const entry of batch) {
      if (clock() >= deadline) return;
      try {
        await recomputeProfileMatches(db, entry.profileId);
        result.profiles++;
      } catch (err) {
        result.failed++;
        log.error({ err, profileId: entry.profileId }, "matching sweep: profile recompute failed");
      }
      // A failed profile leaves the queue too (it would block the ones behind it); its next write queues it again.
      await forgetQueued(db, [entry]);
    }
  }
}
