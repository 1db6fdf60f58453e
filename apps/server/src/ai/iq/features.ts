import { cuesOf } from './clause-cues.ts';
import { type ContractClause, splitClauses } from './clauses.ts';
import { denseVectorOf } from './dense-scorer.ts';
import type { TextRange } from './sentences.ts';
import { embeddingFeatures, sentenceVector } from './word-vectors.ts';

/**
 * Words of a sentence, numbers folded to "0". A hyphenated "non-" makes one word with what it negates
 * ("non-exclusive" is "nonexclusive", not the word "exclusive").
 */
export const wordsForFeatures = (text: string) =>
  (
    text
      .toLowerCase()
      .replace(/\bnon[-\u2010\u2011\u2013]\s*(?=\p{L})/gu, 'non')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).map((w) => (/^\d/.test(w) ? '0' : w));

/** Where a sentence stands: the heading of the clause holding it, and how far into the contract. */
export type SentenceContext = { heading: string; position: number };

/**
 * The features of a sentence for the clause classifier: its words (numbers folded to "0"), word
 * pairs, the first words (where a clause's heading sits) marked as such, the clause cues
 * (clause-cues.ts) it contains, and, given its context, the words of its clause's heading ("h:")
 * and the fifth of the contract it stands in. The same function serves training and analysis, so a
 * model always sees features built the one way.
 */
export function sentenceFeatures(sentence: string, context?: SentenceContext): string[] {
  const words = wordsForFeatures(sentence);
  return featuresOf(sentence, words, sentenceVector(words), context);
}

function featuresOf(
  sentence: string,
  words: readonly string[],
  vector: Float32Array | undefined,
  context?: SentenceContext,
): string[] {
  const features = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    features.add(word);
    if (i + 1 < words.length) features.add(`${word} ${words[i + 1]}`);
  }
  const lead = words.filter((w) => w !== '0').slice(0, 4);
  for (const word of lead) features.add(`^${word}`);
  for (const category of cuesOf(sentence)) features.add(`cue:${category}`);
  for (const feature of embeddingFeatures(vector)) features.add(feature);
  if (context !== undefined) {
    for (const word of wordsForFeatures(context.heading)) if (word !== '0') features.add(`h:${word}`);
    features.add(`pos:${Math.min(4, Math.floor(context.position * 5))}`);
  }
  return [...features];
}

/**
 * What the classifier reads of every sentence of a contract: its features (with its clause heading
 * and position) and the dense scorers' input (dense-scorer.ts), both from one reading of its words
 * and one sentence vector.
 */
export function contractSentenceReadings(
  text: string,
  sentences: readonly TextRange[],
  clauses: readonly ContractClause[] = splitClauses(text, sentences),
): { features: string[][]; vectors: Float32Array[] } {
  const features: string[][] = [];
  const vectors: Float32Array[] = [];
  let at = 0;
  for (const range of sentences) {
    while (at + 1 < clauses.length && (clauses[at + 1] as ContractClause).start <= range.start) at += 1;
    const clause = clauses[at];
    const heading = clause === undefined || clause.number === '' ? '' : clause.heading;
    const sentence = text.slice(range.start, range.end);
    const words = wordsForFeatures(sentence);
    const vector = sentenceVector(words);
    features.push(
      featuresOf(sentence, words, vector, {
        heading,
        position: text.length === 0 ? 0 : range.start / text.length,
      }),
    );
    vectors.push(denseVectorOf(vector));
  }
  return { features, vectors };
}

/** The features of every sentence of a contract, each with its clause heading and position. */
export function contractSentenceFeatures(
  text: string,
  sentences: readonly TextRange[],
  clauses: readonly ContractClause[] = splitClauses(text, sentences),
): string[][] {
  return contractSentenceReadings(text, sentences, clauses).features;
}
