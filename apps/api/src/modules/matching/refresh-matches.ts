import {
  type CriterionResult,
  canonicalPosition,
  canonicalProfile,
  compareMatches,
  equivalentSkillIds,
  type SkillIdentity,
  scoreMatch,
} from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { candidateProfileIds } from "./candidate-queries.ts";
import { coverageGroups } from "./coverage.ts";
import { withProfilePlaces } from "./match-places.ts";
import { loadOpenPositions } from "./open-positions.ts";
import {
  candidatePositionIds,
  deletePositionScores,
  deleteProfileScores,
  findVisibleProfile,
  KEPT_PER_POSITION,
  loadMatchProfiles,
  type OpenMatchPosition,
  type ScoreRow,
  upsertScores,
} from "./queries.ts";
import { forgetQueued, positionFloors, queueEntries, writePositionFloor } from "./queue-queries.ts";
import { skillIdentity } from "./skill-identity.ts";

/**
 * A position as matching reads it through the skill identity: canonical entries for the score, and for the
 * candidate search every id standing for them (a profile listing a legacy "K8s" row is a Kubernetes candidate).
 */
function throughIdentity(p: OpenMatchPosition, identity: SkillIdentity): OpenMatchPosition {
  if (identity.size === 0) return p;
  return {
    ...p,
    match: canonicalPosition(p.match, identity),
    technologyIds: equivalentSkillIds(identity, p.technologyIds),
    mandatoryIds: equivalentSkillIds(identity, p.mandatoryIds),
  };
}

/**
 * Recomputes the compatible profiles of one position: for a published position the best KEPT_PER_POSITION of its
 * candidates replace its rows in one transaction; for a draft or closed one the rows go. Pure database work, so
 * any instance may run it at any time.
 */
export async function recomputePositionMatches(db: DbOrTx, positionId: number): Promise<number> {
  const [stored] = await loadOpenPositions(db, [positionId]);
  if (!stored) {
    await db.transaction(async (tx) => {
      await deletePositionScores(tx, positionId);
      await writePositionFloor(tx, positionId, null);
    });
    return 0;
  }
  const identity = await skillIdentity(db);
  const open = throughIdentity(stored, identity);
  const ids = await candidateProfileIds(db, open, coverageGroups(open.match, identity));
  const profiles = await loadMatchProfiles(db, ids);
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const rows: (ScoreRow & { criteria: CriterionResult[] })[] = [];
  for (const [profileId, loaded] of profiles) {
    const p = canonicalProfile(withProfilePlaces(loaded), identity);
    const result = scoreMatch(open.match, p, today);
    rows.push({
      positionId,
      profileId,
      companyId: p.companyId,
      score: result.score,
      band: result.band,
      criteria: result.criteria,
      computedAt: now,
    });
  }
  // Best first, ties by the ranking's secondary signals (skill depth, availability, feedback); the id only keeps
  // the cut stable between rows nothing else tells apart.
  rows.sort((a, b) => compareMatches(a, b) || a.profileId - b.profileId);
  const kept = rows.slice(0, KEPT_PER_POSITION);
  const floor = kept.length === KEPT_PER_POSITION ? (kept.at(-1)?.score ?? null) : null;
  await db.transaction(async (tx) => {
    await deletePositionScores(tx, positionId);
    await upsertScores(tx, kept);
    await writePositionFloor(tx, positionId, floor);
  });
  return kept.length;
}

/**
 * Recomputes one profile against the open positions sharing a technology with it (or naming none and asking for
 * its seniority); an unpublished, deleted or blocked profile loses its rows.
 */
export async function recomputeProfileMatches(db: DbOrTx, profileId: number): Promise<number> {
  const found = await findVisibleProfile(db, profileId);
  if (!found) {
    await deleteProfileScores(db, profileId);
    return 0;
  }
  const identity = await skillIdentity(db);
  const positions = (
    await loadOpenPositions(
      db,
      await candidatePositionIds(db, equivalentSkillIds(identity, found.technologyIds), found.seniority),
    )
  ).map((pos) => throughIdentity(pos, identity));
  const loaded = (await loadMatchProfiles(db, [profileId])).get(profileId);
  if (!loaded) return 0;
  const p = canonicalProfile(withProfilePlaces(loaded), identity);
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const floors = await positionFloors(
    db,
    positions.map((pos) => pos.id),
  );
  const rows: ScoreRow[] = [];
  for (const pos of positions) {
    const result = scoreMatch(pos.match, p, today);
    // A full ranking is entered only at its floor or above (its KEPT_PER_POSITION-th score when last ranked).
    if (result.score < (floors.get(pos.id) ?? 0)) continue;
    rows.push({
      positionId: pos.id,
      profileId,
      companyId: p.companyId,
      score: result.score,
      band: result.band,
      criteria: result.criteria,
      computedAt: now,
    });
  }
  // No trim here: ranking every touched position again (up to 5,000 × 500 rows) would cost seconds per profile
  // save. A position can hold a few rows beyond KEPT_PER_POSITION (those reaching its floor) until its own next
  // recompute; reads take the best rows through the (position_id, score) index, so they are unaffected.
  await db.transaction(async (tx) => {
    await deleteProfileScores(tx, profileId);
    await upsertScores(tx, rows);
  });
  return rows.length;
}

type Log = { error: (obj: unknown, msg: string) => void };
const consoleLog: Log = { error: (obj, msg) => console.error(msg, obj) };

/**
 * The hooks the needs and profiles services call after a change: a scoring failure is logged and never fails the
 * user's request (the background sweep scores the profile again: its queue entry stays).
 */
export async function refreshPositionMatches(db: DbOrTx, positionIds: number[], log: Log = consoleLog) {
  for (const id of positionIds) {
    try {
      await recomputePositionMatches(db, id);
    } catch (err) {
      log.error({ err, positionId: id }, "matching: position recompute failed");
    }
  }
}

export async function refreshProfileMatches(db: DbOrTx, profileIds: number[], log: Log = consoleLog) {
  for (const id of profileIds) {
    try {
      // The save queued the profile for the sweep (triggers); scored here, the entry goes, unless another write
      // queued it again meanwhile.
      const queued = await queueEntries(db, [id]);
      await recomputeProfileMatches(db, id);
      await forgetQueued(db, queued);
    } catch (err) {
      log.error({ err, profileId: id }, "matching: profile recompute failed");
    }
  }
}
