import { wordsForFeatures } from './features.ts';
import type { TextRange } from './sentences.ts';
import { standardisedVector } from './word-vectors.ts';

/**
 * A category's second sentence scorer: a logistic model over the sentence's standardised word
 * vector (word-vectors.ts) read as 100 real values (train/dense-scorer-fit.ts). Its log-odds, times
 * `sentenceWeight` (chosen on held-out sentences; 0 for none), are added to the sentence model's; with
 * `stage`, the contract-level stage also reads the best of them over the contract's sentences.
 */
export type DenseScorer = { bias: number; weights: number[]; sentenceWeight: number; stage: boolean };

/** How many dimensions a sentence vector has (the table's). */
export const DENSE_DIMENSIONS = 100;

/** A sentence's standardised vector, all zeros (the sentences' mean) when it has no known word. */
export const denseVector = (sentence: string): Float32Array =>
  standardisedVector(wordsForFeatures(sentence)) ?? new Float32Array(DENSE_DIMENSIONS);

/** The standardised vector of every sentence of a text. */
export const contractDenseVectors = (text: string, sentences: readonly TextRange[]): Float32Array[] =>
  sentences.map((range) => denseVector(text.slice(range.start, range.end)));

/** The scorer's own log-odds that a sentence with this vector is the category's clause. */
export function denseLogit(
  scorer: { bias: number; weights: readonly number[] },
  vector: Float32Array,
): number {
  let z = scorer.bias;
  for (let d = 0; d < vector.length; d += 1) z += (scorer.weights[d] ?? 0) * (vector[d] as number);
  return z;
}
