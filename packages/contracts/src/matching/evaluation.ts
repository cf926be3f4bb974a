import {
  EVALUATION_IDENTITY,
  EVALUATION_POSITIONS,
  EVALUATION_PROFILES,
  EVALUATION_START,
  type EvaluationPosition,
} from "./evaluation-set.ts";
import { compareMatches } from "./rank.ts";
import { ndcgAt, precisionAt } from "./ranking-metrics.ts";
import { scoreMatch } from "./score.ts";
import { canonicalPosition, canonicalProfile, type SkillIdentity } from "./skill-identity.ts";

export type EvaluationReport = {
  positions: number;
  profiles: number;
  /** Mean over positions of the share of relevant profiles in the top 5. */
  precisionAt5: number;
  /** Mean over positions of relevant-in-top-5 divided by min(5, relevant judged): 1 when the top 5 is as good as it can be. */
  attainablePrecisionAt5: number;
  ndcgAt10: number;
  perPosition: { id: string; precisionAt5: number; ndcgAt10: number; top5: string[] }[];
};

/**
 * The whole evaluation pool ranked for a position, best first (ties by the ranking's secondary signals); technology
 * spellings are read through the identity as the API reads stored ids (an empty one: as stored).
 */
export function rankPool(
  position: EvaluationPosition,
  identity: SkillIdentity = EVALUATION_IDENTITY,
): string[] {
  const wanted = canonicalPosition(position, identity);
  return EVALUATION_PROFILES.map((profile) => ({
    id: profile.id,
    ...scoreMatch(wanted, canonicalProfile(profile, identity), EVALUATION_START),
  }))
    .sort(compareMatches)
    .map((r) => r.id);
}

/** Ranks the whole evaluation pool for every position and measures the ranking against the hand judgements. */
export function evaluateMatching(identity: SkillIdentity = EVALUATION_IDENTITY): EvaluationReport {
  const perPosition = EVALUATION_POSITIONS.map((position) => {
    const ranked = rankPool(position, identity);
    const relevant = position.judgements.size;
    const p5 = precisionAt(5, ranked, position.judgements);
    return {
      id: position.id,
      precisionAt5: p5,
      attainable: (p5 * 5) / Math.min(5, relevant),
      ndcgAt10: ndcgAt(10, ranked, position.judgements),
      top5: ranked.slice(0, 5),
    };
  });
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return {
    positions: EVALUATION_POSITIONS.length,
    profiles: EVALUATION_PROFILES.length,
    precisionAt5: mean(perPosition.map((p) => p.precisionAt5)),
    attainablePrecisionAt5: mean(perPosition.map((p) => p.attainable)),
    ndcgAt10: mean(perPosition.map((p) => p.ndcgAt10)),
    perPosition: perPosition.map(({ attainable: _, ...rest }) => rest),
  };
}
