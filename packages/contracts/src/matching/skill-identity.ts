import type { MatchPosition, MatchProfile } from "./score.ts";

/**
 * One technology, however it is stored (issue 22 "Also"). Every writer stores canonical technology ids of the skills
 * taxonomy (pickers and the CV parser resolve "K8s", "Postgres", "springboot" through its aliases), but two kinds of
 * ids still stand for another entry: a merged entry's id written after the merge (a CV draft parsed before it, a
 * stale client), and a legacy row named like an alias of another entry (a technology created before issue 19, which
 * kept the taxonomy seed from adding that alias). The identity maps each such id to the entry it stands for; the
 * score reads both sides through it, so "K8s" counts for a position asking Kubernetes.
 */
export type SkillIdentity = ReadonlyMap<number, number>;

export const canonicalSkillId = (identity: SkillIdentity, id: number): number => identity.get(id) ?? id;

/** The position with canonical ids: a technology named twice counts once, mandatory if either was, the larger minimum. */
export function canonicalPosition<P extends MatchPosition>(position: P, identity: SkillIdentity): P {
  if (identity.size === 0) return position;
  const mandatory = new Map<number, { technologyId: number; minYears?: number | null }>();
  for (const s of position.mandatorySkills) {
    const technologyId = canonicalSkillId(identity, s.technologyId);
    const held = mandatory.get(technologyId);
    const minYears =
      held && (held.minYears ?? null) !== null && (s.minYears ?? null) !== null
        ? Math.max(held.minYears as number, s.minYears as number)
        : (held?.minYears ?? s.minYears ?? null);
    mandatory.set(technologyId, { technologyId, minYears });
  }
  const nice = new Set(
    position.niceSkills
      .map((s) => canonicalSkillId(identity, s.technologyId))
      .filter((id) => !mandatory.has(id)),
  );
  return {
    ...position,
    mandatorySkills: [...mandatory.values()],
    niceSkills: [...nice].map((technologyId) => ({ technologyId })),
  };
}

/** The profile with canonical ids: a skill listed under two spellings keeps the larger years and level. */
export function canonicalProfile<P extends MatchProfile>(profile: P, identity: SkillIdentity): P {
  if (identity.size === 0) return profile;
  const skills = new Map<number, MatchProfile["skills"][number]>();
  for (const s of profile.skills) {
    const technologyId = canonicalSkillId(identity, s.technologyId);
    const held = skills.get(technologyId);
    skills.set(technologyId, {
      technologyId,
      years: Math.max(held?.years ?? 0, s.years),
      level: Math.max(held?.level ?? 0, s.level),
    });
  }
  return {
    ...profile,
    skills: [...skills.values()],
    experiences: profile.experiences?.map((e) => ({
      ...e,
      technologyIds: [...new Set(e.technologyIds.map((id) => canonicalSkillId(identity, id)))],
    })),
  };
}

/** These ids and every id standing for the same entries: what a candidate search must look for. */
export function equivalentSkillIds(identity: SkillIdentity, ids: readonly number[]): number[] {
  const canonical = new Set(ids.map((id) => canonicalSkillId(identity, id)));
  const out = new Set([...ids, ...canonical]);
  for (const [id, target] of identity) if (canonical.has(target)) out.add(id);
  return [...out];
}
