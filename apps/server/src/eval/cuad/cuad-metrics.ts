import { CUAD_CLAUSE_CATEGORIES, type CuadClauseCategory } from '../../ai/iq/cuad-categories.ts';
import { jaccardOfSets, wordsOf } from '../../ai/iq/words.ts';

export type CategoryScore = { precision: number; recall: number; f1: number; support: number };
export type PresenceReport = {
  macro_f1: number;
  macro_precision: number;
  macro_recall: number;
  categories: Record<string, CategoryScore>;
};
export type SpanReport = {
  precision: number;
  recall: number;
  precision_at_recall_80: number | null;
  /** The recall of every candidate together: the most any threshold could reach. */
  candidate_recall: number;
  /**
   * The share of marked spans that some unit the candidates are drawn from (a sentence) matches:
   * the most any model scoring those units could recall.
   */
  oracle_recall: number;
};

/** One contract's outcome: per category, truth and prediction of presence; found and marked spans. */
export type ContractOutcome = {
  truth: ReadonlySet<CuadClauseCategory>;
  predicted: ReadonlySet<CuadClauseCategory>;
  /** Candidate spans with their confidence and whether they are at or above the category's threshold. */
  found: { category: CuadClauseCategory; text: string; confidence: number; accepted: boolean }[];
  marked: { category: CuadClauseCategory; text: string }[];
  /** The texts candidates are drawn from (the contract's sentences), for the oracle recall. */
  units: readonly string[];
};

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/**
 * Contract-level presence per category (CUAD's `-Answer` Yes/No) and its macro averages over the
 * categories that occur (labelled or predicted) in these contracts.
 */
export function presenceReport(outcomes: readonly ContractOutcome[]): PresenceReport {
  const categories: Record<string, CategoryScore> = {};
  for (const category of CUAD_CLAUSE_CATEGORIES) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const o of outcomes) {
      const truth = o.truth.has(category);
      const predicted = o.predicted.has(category);
      if (truth && predicted) tp += 1;
      else if (predicted) fp += 1;
      else if (truth) fn += 1;
    }
    const precision = ratio(tp, tp + fp);
    const recall = ratio(tp, tp + fn);
    categories[category] = { precision, recall, f1: ratio(2 * tp, 2 * tp + fp + fn), support: tp + fn };
  }
  // A category neither labelled nor predicted in these contracts has no F1; it is left out of the mean.
  const scores = CUAD_CLAUSE_CATEGORIES.filter((c) =>
    outcomes.some((o) => o.truth.has(c) || o.predicted.has(c)),
  ).map((c) => categories[c] as CategoryScore);
  const mean = (pick: (s: CategoryScore) => number) =>
    scores.length === 0 ? 0 : scores.reduce((sum, s) => sum + pick(s), 0) / scores.length;
  return {
    macro_f1: mean((s) => s.f1),
    macro_precision: mean((s) => s.precision),
    macro_recall: mean((s) => s.recall),
    categories,
  };
}

/**
 * Span precision and recall (a found span counts when its word-Jaccard with a marked span of the
 * same category in the same contract is ≥ 0.5), at the model's thresholds, and the precision at the
 * confidence where recall first reaches 0.80 over all candidates.
 */
export function spanReport(outcomes: readonly ContractOutcome[]): SpanReport {
  type Candidate = { confidence: number; accepted: boolean; matches: number[] };
  const candidates: Candidate[] = [];
  let markedCount = 0;
  let reachable = 0;
  for (const o of outcomes) {
    const units = o.units.map((text) => new Set(wordsOf(text)));
    for (const m of o.marked) {
      const words = new Set(wordsOf(m.text));
      if (units.some((unit) => jaccardOfSets(unit, words) >= 0.5)) reachable += 1;
    }
    const marked = o.marked.map((m) => ({
      category: m.category,
      words: new Set(wordsOf(m.text)),
      id: markedCount++,
    }));
    for (const f of o.found) {
      const words = new Set(wordsOf(f.text));
      const matches = marked
        .filter((m) => m.category === f.category && jaccardOfSets(words, m.words) >= 0.5)
        .map((m) => m.id);
      candidates.push({ confidence: f.confidence, accepted: f.accepted, matches });
    }
  }
  const accepted = candidates.filter((c) => c.accepted);
  const acceptedHits = new Set(accepted.flatMap((c) => c.matches));
  const precision = ratio(accepted.filter((c) => c.matches.length > 0).length, accepted.length);
  const recall = ratio(acceptedHits.size, markedCount);
  const candidateRecall = ratio(new Set(candidates.flatMap((c) => c.matches)).size, markedCount);

  candidates.sort((a, b) => b.confidence - a.confidence);
  const recalled = new Set<number>();
  let correct = 0;
  let atRecall80: number | null = null;
  for (let i = 0; i < candidates.length; ) {
    const confidence = (candidates[i] as Candidate).confidence;
    for (; i < candidates.length && (candidates[i] as Candidate).confidence === confidence; i += 1) {
      const c = candidates[i] as Candidate;
      if (c.matches.length > 0) correct += 1;
      for (const id of c.matches) recalled.add(id);
    }
    if (markedCount > 0 && recalled.size / markedCount >= 0.8) {
      atRecall80 = correct / i;
      break;
    }
  }
  return {
    precision,
    recall,
    precision_at_recall_80: atRecall80,
    candidate_recall: candidateRecall,
    oracle_recall: ratio(reachable, markedCount),
  };
}

/** Presence macro-F1 had every category used one probability threshold (how the choice of 0.8 reads). */
export function macroF1ByThreshold(outcomes: readonly ContractOutcome[], thresholds: readonly number[]) {
  return Object.fromEntries(
    thresholds.map((threshold) => {
      const atThreshold = outcomes.map((o) => ({
        ...o,
        predicted: new Set(o.found.filter((f) => f.confidence >= threshold).map((f) => f.category)),
      }));
      return [threshold.toFixed(2), Math.round(presenceReport(atThreshold).macro_f1 * 1000) / 1000];
    }),
  );
}
