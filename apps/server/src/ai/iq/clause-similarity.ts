import { NearestTfidf, type NearestTfidfData } from '../../lib/search/nearest-tfidf.ts';
import type { CuadClauseCategory } from './cuad-categories.ts';

/**
 * A few-shot reading of the rare categories: how close a contract's sentence comes to any clause
 * lawyers marked for the category in the training contracts (TF-IDF cosine over words and word
 * pairs, lib/search/nearest-tfidf.ts), and, when the index has them, to the category's near misses
 * (sentences with the category's cue in training contracts lawyers did not mark for it). The index
 * holds hashed terms and weights, not the clauses' text (CUAD v1, The Atticus Project, CC BY 4.0).
 * Trained by train/clause-similarity-fit.ts.
 */
export type ClauseSimilarity = NearestTfidfData;

/** The categories read this way: those with 7–61 labelled contracts whose F1 lags most. */
export const SIMILARITY_CATEGORIES: readonly CuadClauseCategory[] = [
  'Price Restrictions',
  'Third Party Beneficiary',
  'Unlimited/All-You-Can-Eat-License',
  'Affiliate License-Licensor',
  'Most Favored Nation',
  'No-Solicit of Customers',
  'Competitive Restriction Exception',
  'Volume Restriction',
];

/** The index's group of a category's marked clauses, and of its near misses. */
export const markedGroup = (category: CuadClauseCategory) => category;
export const nearMissGroup = (category: CuadClauseCategory) => `${category} (near miss)`;

/** The sentence features the similarity reads: words and word pairs (not cues, headings or vectors). */
export const similarityTerms = (features: readonly string[]) =>
  features.filter((f) => !f.startsWith('^') && !f.includes(':'));

const ready = new WeakMap<ClauseSimilarity, NearestTfidf>();
const indexOf = (data: ClauseSimilarity) => {
  let index = ready.get(data);
  if (index === undefined) {
    index = new NearestTfidf(data);
    ready.set(data, index);
  }
  return index;
};

/**
 * Per category of the index, the contract-level similarity features: the best cosine of any of its
 * sentences to a marked clause, and, when the index has near misses, the best margin of a sentence's
 * cosine to a marked clause over its cosine to a near miss.
 */
export function contractSimilarity(
  data: ClauseSimilarity,
  sentences: readonly (readonly string[])[],
): Map<CuadClauseCategory, number[]> {
  const index = indexOf(data);
  const names = index.names;
  const marked = new Map<CuadClauseCategory, { at: number; miss: number }>();
  for (const [at, name] of names.entries()) {
    if (name.endsWith(' (near miss)')) continue;
    const category = name as CuadClauseCategory;
    marked.set(category, { at, miss: names.indexOf(nearMissGroup(category)) });
  }
  const found = new Map<CuadClauseCategory, number[]>();
  for (const [category, { miss }] of marked) found.set(category, miss < 0 ? [0] : [0, -1]);
  for (const features of sentences) {
    const best = index.bestPerGroup(similarityTerms(features));
    for (const [category, { at, miss }] of marked) {
      const row = found.get(category) as number[];
      const own = best[at] as number;
      if (own > (row[0] as number)) row[0] = own;
      if (miss >= 0) row[1] = Math.max(row[1] as number, own - (best[miss] as number));
    }
  }
  return found;
}
