/** Ranking quality measures for the matching evaluation set (graded relevance: 0, 1 or 2). */

export function precisionAt(
  k: number,
  ranked: readonly string[],
  relevance: ReadonlyMap<string, number>,
): number {
  const top = ranked.slice(0, k);
  return top.filter((id) => (relevance.get(id) ?? 0) > 0).length / k;
}

function dcg(grades: readonly number[]): number {
  return grades.reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
}

/** Normalised discounted cumulative gain over the first k results, against the ideal order of the judgements. */
export function ndcgAt(k: number, ranked: readonly string[], relevance: ReadonlyMap<string, number>): number {
  const ideal = [...relevance.values()].sort((a, b) => b - a).slice(0, k);
  const best = dcg(ideal);
  if (best === 0) return 0;
  return dcg(ranked.slice(0, k).map((id) => relevance.get(id) ?? 0)) / best;
}
