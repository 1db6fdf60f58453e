import type { CuadClauseCategory } from './cuad-categories.ts';

/**
 * How a category's sentence log-odds `z` read as the probability that the sentence is a clause
 * lawyers would mark for it: sigmoid(scale · z + shift), fitted on sentences of contracts the
 * clause model did not see (train/span-ranking-fit.ts). The categories' sentence models are trained
 * with different class weights and cue boosts, so their raw probabilities do not compare; these do,
 * and rank the candidates of all categories together.
 */
export type SpanRanking = {
  scale: number;
  shift: number;
  /** The weight of the sentence's dense log-odds (dense-scorer.ts), when the ranking reads them. */
  dense?: number;
};
export type SpanRankings = Partial<Record<CuadClauseCategory, SpanRanking>>;

const logit = (p: number) => Math.log(Math.max(p, 1e-12) / Math.max(1 - p, 1e-12));

/**
 * The ranking probability of a sentence with log-odds `z` for a category. Without a fitted ranking,
 * the probability read against the category's presence threshold (0.5 at the threshold, the same
 * log-odds apart from it as the probability is from the threshold).
 */
export function spanRank(ranking: SpanRanking | undefined, z: number, threshold: number, dense = 0): number {
  const score =
    ranking === undefined
      ? z - logit(threshold)
      : ranking.scale * z + ranking.shift + (ranking.dense ?? 0) * dense;
  return 1 / (1 + Math.exp(-score));
}
