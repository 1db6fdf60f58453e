import { type ClauseModel, scoreFeatures } from './clause-model.ts';
import type { ContractClause } from './clauses.ts';
import type { CuadClauseCategory } from './cuad-categories.ts';
import { contractSentenceFeatures } from './features.ts';
import { splitSentences, type TextRange } from './sentences.ts';

/** A sentence found to belong to a category, with the model's probability. */
export type ScoredSpan = TextRange & { category: CuadClauseCategory; confidence: number };

/** The lowest probability kept as a candidate (for precision/recall curves); findings use the threshold. */
export const CANDIDATE_FLOOR = 0.01;

/**
 * Scores every sentence of the text against every category of the model and keeps the candidates
 * (probability ≥ `floor`), best first within a category.
 */
export function scoreClauses(
  text: string,
  model: ClauseModel,
  sentences = splitSentences(text),
  clauses?: readonly ContractClause[],
  floor = CANDIDATE_FLOOR,
): ScoredSpan[] {
  const spans: ScoredSpan[] = [];
  const features = contractSentenceFeatures(text, sentences, clauses);
  sentences.forEach((range, i) => {
    const scores = scoreFeatures(model, features[i] as string[]);
    for (const [category, confidence] of scores) {
      if (confidence >= floor) spans.push({ ...range, category, confidence });
    }
  });
  return spans.sort((a, b) => b.confidence - a.confidence || a.start - b.start);
}

/** The categories the contract has: per category, the sentences at or above its threshold. */
export function presentClauses(
  candidates: readonly ScoredSpan[],
  model: ClauseModel,
): Map<CuadClauseCategory, ScoredSpan[]> {
  const found = new Map<CuadClauseCategory, ScoredSpan[]>();
  for (const span of candidates) {
    const threshold = model.categories[span.category]?.threshold ?? 1;
    if (span.confidence < threshold) continue;
    const list = found.get(span.category) ?? [];
    list.push(span);
    found.set(span.category, list);
  }
  for (const list of found.values()) list.sort((a, b) => a.start - b.start);
  return found;
}

const logit = (p: number) => Math.log(Math.max(p, 1e-12) / Math.max(1 - p, 1e-12));

/**
 * A sentence's probability read against its category's presence threshold (0.5 at the threshold,
 * the same log-odds apart from it as the probability is from the threshold), so that sentences of
 * categories with different thresholds can be ranked together.
 */
export function relativeConfidence(probability: number, threshold: number): number {
  return 1 / (1 + Math.exp(logit(threshold) - logit(probability)));
}
