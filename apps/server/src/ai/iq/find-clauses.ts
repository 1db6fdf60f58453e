import { type ClauseModel, scoreFeatures } from './clause-model.ts';
import type { CuadClauseCategory } from './cuad-categories.ts';
import { sentenceFeatures } from './features.ts';
import { splitSentences, type TextRange } from './sentences.ts';

/** A sentence found to belong to a category, with the model's probability. */
export type ScoredSpan = TextRange & { category: CuadClauseCategory; confidence: number };

/** The lowest probability kept as a candidate (for precision/recall curves); findings use the threshold. */
export const CANDIDATE_FLOOR = 0.01;

/**
 * Scores every sentence of the text against every category of the model and keeps the candidates
 * (probability ≥ CANDIDATE_FLOOR), best first within a category.
 */
export function scoreClauses(
  text: string,
  model: ClauseModel,
  sentences = splitSentences(text),
): ScoredSpan[] {
  const spans: ScoredSpan[] = [];
  for (const range of sentences) {
    const scores = scoreFeatures(model, sentenceFeatures(text.slice(range.start, range.end)));
    for (const [category, confidence] of scores) {
      if (confidence >= CANDIDATE_FLOOR) spans.push({ ...range, category, confidence });
    }
  }
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
