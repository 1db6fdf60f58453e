import { sentenceVector, standardisedVector } from './word-vectors.ts';

/**
 * A category's second sentence scorer: a logistic model over the sentence's standardised word
 * vector (word-vectors.ts) read as 100 real values (train/dense-scorer-fit.ts). Its log-odds, times
 * `sentenceWeight` (chosen on held-out sentences; 0 for none), are added to the sentence model's; with
 * `stage`, the contract-level stage also reads the best of them over the contract's sentences.
 */
export type DenseScorer = { bias: number; weights: number[]; sentenceWeight: number; stage: boolean };

/** How many dimensions a sentence vector has (the table's). */
export const DENSE_DIMENSIONS = 100;

/**
 * The scorers' input from a sentence vector (sentenceVector of its words, features.ts): standardised,
 * all zeros (the sentences' mean) when it has no known word.
 */
export const denseVectorOf = (vector: Float32Array | undefined): Float32Array =>
  standardisedVector(vector) ?? new Float32Array(DENSE_DIMENSIONS);

/** The scorers' input for a sentence's words. */
export const denseVector = (words: readonly string[]): Float32Array => denseVectorOf(sentenceVector(words));

/** The scorer's own log-odds that a sentence with this vector is the category's clause. */
export function denseLogit(
  scorer: { bias: number; weights: readonly number[] },
  vector: Float32Array,
): number {
  let z = scorer.bias;
  for (let d = 0; d < vector.length; d += 1) z += (scorer.weights[d] ?? 0) * (vector[d] as number);
  return z;
}
