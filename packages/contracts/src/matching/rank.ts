import type { CriterionResult, MatchCriterion } from "./score.ts";

/**
 * The order of a ranking: the score first, then — between equal scores — meaningful signals a recruiter would
 * look at next, never the profile id: the depth of the mandatory skills (years and recency), an earlier
 * availability, better feedback, then the nice-to-have skills. The API's SQL sorts cached rows by the same keys
 * (`matching/ranked-queries.ts`, the criteria's stored order), the id only as the last resort that keeps pages
 * stable between identical rows.
 */
export const TIE_BREAK_CRITERIA: readonly MatchCriterion[] = [
  "mandatory_skills",
  "availability",
  "feedback",
  "nice_skills",
];

function points(criteria: readonly CriterionResult[], criterion: MatchCriterion): number {
  return criteria.find((c) => c.criterion === criterion)?.points ?? 0;
}

/** Sort comparator, best first: negative when `a` ranks above `b`, 0 when nothing tells them apart. */
export function compareMatches(
  a: { score: number; criteria: readonly CriterionResult[] },
  b: { score: number; criteria: readonly CriterionResult[] },
): number {
  if (a.score !== b.score) return b.score - a.score;
  for (const criterion of TIE_BREAK_CRITERIA) {
    const diff = points(b.criteria, criterion) - points(a.criteria, criterion);
    if (diff !== 0) return diff;
  }
  return 0;
}
