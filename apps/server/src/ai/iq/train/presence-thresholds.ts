import type { CuadClauseCategory } from '../cuad-categories.ts';

/**
 * The extra log-odds a sentence may get for containing its category's cue (clause-cues.ts), tried
 * per category: the trained weight of a cue is often too small for a rare category, whose few
 * marked sentences the model cannot tell apart on words alone.
 */
export const CUE_BOOSTS = [0, 1, 2, 3, 4, 6, 8, 11, 15] as const;

/**
 * A contract scored by a model that did not train on it: per category and cue boost (in the order
 * of CUE_BOOSTS), the probability of its best sentence; and the categories it has.
 */
export type HeldOutScores = {
  best: ReadonlyMap<CuadClauseCategory, readonly number[]>;
  present: ReadonlySet<CuadClauseCategory>;
};

/** A threshold no probability reaches: the category is never reported. */
export const NEVER = 1;

/**
 * The presence threshold of one category: the probability above which a contract's best sentence
 * says the category is present, chosen where F1 over held-out contracts is highest, halfway between
 * the lowest score kept and the next one below it (so it does not sit on a training contract's score).
 */
export function presenceThreshold(scores: readonly { score: number; present: boolean }[]): {
  threshold: number;
  f1: number;
} {
  const sorted = [...scores].sort((a, b) => b.score - a.score);
  const positives = sorted.filter((s) => s.present).length;
  let tp = 0;
  let best = { threshold: NEVER, f1: 0 };
  if (positives === 0) return best;
  for (let i = 0; i < sorted.length; i += 1) {
    const current = sorted[i] as { score: number; present: boolean };
    if (current.present) tp += 1;
    const next = sorted[i + 1];
    if (next !== undefined && next.score === current.score) continue;
    const f1 = (2 * tp) / (i + 1 + positives);
    if (f1 > best.f1) {
      best = { threshold: next === undefined ? current.score / 2 : (current.score + next.score) / 2, f1 };
    }
  }
  return best;
}

/**
 * Per category, the cue boost and presence threshold with the highest F1 (and that F1) on contracts
 * the model scoring them did not see (the smaller boost when two tie).
 */
export function presenceThresholds(
  heldOut: readonly HeldOutScores[],
  categories: readonly CuadClauseCategory[],
): Map<CuadClauseCategory, { boost: number; threshold: number; f1: number }> {
  return new Map(
    categories.map((category) => {
      let chosen = { boost: 0, threshold: NEVER, f1: -1 };
      CUE_BOOSTS.forEach((boost, b) => {
        const { threshold, f1 } = presenceThreshold(
          heldOut.map((h) => ({ score: h.best.get(category)?.[b] ?? 0, present: h.present.has(category) })),
        );
        if (f1 > chosen.f1) chosen = { boost, threshold, f1 };
      });
      return [category, chosen];
    }),
  );
}
