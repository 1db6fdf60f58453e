import type { Analyser } from './legal-analyser.ts';

/**
 * Judgements found through the statutes the facts retrieve. Facts are a story in the parties'
 * words; the judgements that decide such a case speak the law's words, which the statutes the
 * facts retrieve (well: see statute-bridge.ts) supply. The facts' query is joined by the text of its
 * first statutes to choose the candidates only; the candidates are then ranked by their best
 * passage for the facts alone, so the statutes widen the pool without deciding the order.
 */
export type StatuteExpansionParams = {
  /** How many of the facts' first statutes lend their text. */
  statutes: number;
  /** The statutes' terms against the facts' own (each side's weights summing to 1). */
  weight: number;
  /** How many candidates the expanded query proposes to the passage ranking. */
  candidates: number;
};

/**
 * The facts' query (term → weight) joined by the statutes' texts (best first): each side is scaled
 * to sum to 1; a statute's terms share 1 / its rank, each term by its count over the statute's
 * length; the statutes' side is added at `weight`.
 */
export function withStatuteText(
  query: ReadonlyMap<string, number>,
  statuteTexts: readonly string[],
  analyser: Analyser,
  weight: number,
): Map<string, number> {
  const added = new Map<string, number>();
  statuteTexts.forEach((text, rank) => {
    const terms = analyser.terms(text);
    for (const t of terms) added.set(t, (added.get(t) ?? 0) + 1 / (rank + 1) / terms.length);
  });
  const sum = (values: Iterable<number>) => [...values].reduce((a, w) => a + w, 0) || 1;
  const addedTotal = sum(added.values());
  const queryTotal = sum(query.values());
  const expanded = new Map<string, number>();
  for (const [t, w] of query) expanded.set(t, w / queryTotal);
  for (const [t, w] of added) expanded.set(t, (expanded.get(t) ?? 0) + (weight * w) / addedTotal);
  return expanded;
}

/**
 * Chosen on the first 13 AILA development queries (README, "Measured"; the grid in
 * eval/aila/recall-experiments.ts: 1, 2, 3 or 5 statutes, weight 0.05–30, 30–200 candidates): the
 * first five statutes at three times the facts' weight propose 30 candidates.
 */
export const STATUTE_EXPANSION: StatuteExpansionParams = { statutes: 5, weight: 3, candidates: 30 };
