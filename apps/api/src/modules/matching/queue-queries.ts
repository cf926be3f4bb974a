import { sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../db/client.ts";
import { appSetting } from "../../db/schema/index.ts";
import { intArray } from "../../db/sql-arrays.ts";

/**
 * match_profile_queue (raw SQL, migration "match_profile_queue"): a profile waits there from any write to it or to
 * its skills, languages or work experiences (statement triggers) until it has been scored. `seq` changes on every
 * write, so an entry is forgotten only when it is still the one read before scoring.
 */
export type QueuedProfile = { profileId: number; seq: string };

/** The oldest queued profiles (queued after `after` when given). */
export async function queuedProfiles(db: DbOrTx, limit: number, after?: string): Promise<QueuedProfile[]> {
  const rows = resultRows<{ profile_id: number; seq: string }>(
    await db.execute(
      sql`SELECT profile_id, seq::text AS seq FROM match_profile_queue
        ${after === undefined ? sql`` : sql`WHERE seq > ${after}::bigint`} ORDER BY seq LIMIT ${limit}`,
    ),
  );
  return rows.map((r) => ({ profileId: Number(r.profile_id), seq: String(r.seq) }));
}

/** The queue entries of these profiles as they are now. */
export async function queueEntries(db: DbOrTx, profileIds: number[]): Promise<QueuedProfile[]> {
  if (profileIds.length === 0) return [];
  const rows = resultRows<{ profile_id: number; seq: string }>(
    await db.execute(
      sql`SELECT profile_id, seq::text AS seq FROM match_profile_queue WHERE profile_id = ANY(${intArray(profileIds)})`,
    ),
  );
  return rows.map((r) => ({ profileId: Number(r.profile_id), seq: String(r.seq) }));
}

/** Forgets the entries that were not written again since they were read. */
export async function forgetQueued(db: DbOrTx, entries: QueuedProfile[]): Promise<void> {
  if (entries.length === 0) return;
  await db.execute(sql`
    DELETE FROM match_profile_queue q
    USING unnest(${intArray(entries.map((e) => e.profileId))}, ${`{${entries.map((e) => e.seq).join(",")}}`}::bigint[]) AS r(profile_id, seq)
    WHERE q.profile_id = r.profile_id AND q.seq = r.seq`);
}

/** Forgets every entry written up to `seq` (after a rebuild of every ranking that started once it was there). */
export async function forgetQueuedUpTo(db: DbOrTx, seq: string): Promise<void> {
  await db.execute(sql`DELETE FROM match_profile_queue WHERE seq <= ${seq}::bigint`);
}

/** Forgets every queue entry. */
export async function forgetAllQueued(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM match_profile_queue`);
}

/** How many profiles wait, counted up to `limit` (the sweep only needs to know whether it is more). */
export async function queueBacklog(db: DbOrTx, limit: number): Promise<number> {
  const [row] = resultRows<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM match_profile_queue LIMIT ${limit}) q`,
    ),
  );
  return Number(row?.n ?? 0);
}

/** The highest seq queued now ("0" when nothing waits). */
export async function lastQueuedSeq(db: DbOrTx): Promise<string> {
  const [row] = resultRows<{ seq: string | null }>(
    await db.execute(sql`SELECT max(seq)::text AS seq FROM match_profile_queue`),
  );
  return row?.seq ?? "0";
}

/** Open T&M positions (published, of a published need) below `below`, highest id first. */
export async function openPositionIdsBelow(db: DbOrTx, below: number | null, limit: number) {
  const rows = resultRows<{ id: number }>(
    await db.execute(sql`
      SELECT p.id FROM position p JOIN need n ON n.id = p.need_id
      WHERE p.status = 'published' AND n.status = 'published' AND n.type = 'tm'
        ${below === null ? sql`` : sql`AND p.id < ${below}`}
      ORDER BY p.id DESC LIMIT ${limit}`),
  );
  return rows.map((r) => Number(r.id));
}

/** How many open T&M positions there are. */
export async function openPositionCount(db: DbOrTx): Promise<number> {
  const [row] = resultRows<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM position p JOIN need n ON n.id = p.need_id
      WHERE p.status = 'published' AND n.status = 'published' AND n.type = 'tm'`),
  );
  return Number(row?.n ?? 0);
}

/**
 * A rebuild of every ranking in progress (app_setting "matching_rebuild"): the queue entries up to `upTo` are
 * covered by it, and `below` is the position id it has reached (highest first; null before the first).
 */
export type RebuildState = { upTo: string; below: number | null };
const REBUILD_KEY = "matching_rebuild";

export async function readRebuild(db: DbOrTx): Promise<RebuildState | null> {
  const [row] = resultRows<{ value: RebuildState }>(
    await db.execute(sql`SELECT value FROM ${appSetting} WHERE key = ${REBUILD_KEY}`),
  );
  return row?.value ?? null;
}

export async function writeRebuild(db: DbOrTx, state: RebuildState | null): Promise<void> {
  if (state === null) {
    await db.execute(sql`DELETE FROM ${appSetting} WHERE key = ${REBUILD_KEY}`);
    return;
  }
  await db.execute(sql`
    INSERT INTO ${appSetting} (key, value, updated_at) VALUES (${REBUILD_KEY}, ${JSON.stringify(state)}::jsonb, now())
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
}

/** The sweep runs on one instance at a time: a transaction-scoped advisory lock, tried, held while it works. */
export async function trySweepLock(tx: DbOrTx): Promise<boolean> {
  const [row] = resultRows<{ locked: boolean }>(
    await tx.execute(sql`SELECT pg_try_advisory_xact_lock(hashtext('matching_sweep')) AS locked`),
  );
  return row?.locked === true;
}

/** The floor of these positions' rankings: the score a profile must reach to enter (positions keeping fewer: none). */
export async function positionFloors(db: DbOrTx, positionIds: number[]): Promise<Map<number, number>> {
  if (positionIds.length === 0) return new Map();
  const rows = resultRows<{ position_id: number; score: number }>(
    await db.execute(
      sql`SELECT position_id, score FROM match_position_floor WHERE position_id = ANY(${intArray(positionIds)})`,
    ),
  );
  return new Map(rows.map((r) => [Number(r.position_id), Number(r.score)]));
}

/** Records (or, with null, forgets) the floor of a position's ranking. */
export async function writePositionFloor(db: DbOrTx, positionId: number, score: number | null) {
  if (score === null) {
    await db.execute(sql`DELETE FROM match_position_floor WHERE position_id = ${positionId}`);
    return;
  }
  await db.execute(sql`
    INSERT INTO match_position_floor (position_id, score) VALUES (${positionId}, ${score})
    ON CONFLICT (position_id) DO UPDATE SET score = excluded.score`);
}
