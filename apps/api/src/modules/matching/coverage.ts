import { equivalentSkillIds, type MatchPosition, type SkillIdentity } from "@mkt/contracts";

// A pure rule of the candidate search (candidate-queries.ts): which technologies rank a candidate.

/**
 * The technologies a candidate is ranked by, one group per canonical entry: the mandatory ones (all of them when
 * the position marks none mandatory), each with every id standing for it through the skill identity (a legacy
 * "K8s" row counts as Kubernetes). A profile covers a group when it holds any id of it.
 */
export function coverageGroups(position: MatchPosition, identity: SkillIdentity): number[][] {
  const ranked = position.mandatorySkills.length ? position.mandatorySkills : position.niceSkills;
  const seen = new Set<number>();
  const groups: number[][] = [];
  for (const { technologyId } of ranked) {
    if (seen.has(technologyId)) continue;
    seen.add(technologyId);
    groups.push(equivalentSkillIds(identity, [technologyId]).sort((a, b) => a - b));
  }
  return groups;
}
