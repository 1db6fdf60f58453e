import { buildNearestTfidf } from '../../../lib/search/nearest-tfidf.ts';
import {
  type ClauseSimilarity,
  contractSimilarity,
  markedGroup,
  nearMissGroup,
  SIMILARITY_CATEGORIES,
  similarityTerms,
} from '../clause-similarity.ts';
import type { CuadClauseCategory } from '../cuad-categories.ts';
import type { PreparedContract } from './training-set.ts';

/**
 * The near misses kept per category, evenly spread over the training contracts' list (fixed
 * beforehand, not chosen on the folds: it bounds the shipped index's size).
 */
export const NEAR_MISSES = 150;

const evenly = <T>(items: readonly T[], most: number) =>
  items.length <= most
    ? [...items]
    : Array.from({ length: most }, (_, i) => items[Math.floor((i * items.length) / most)] as T);

/** What the index holds besides the sentences that match a marked clause. */
export type SimilarityOptions = {
  /** The sentences with the category's cue in training contracts without the category. */
  nearMiss: boolean;
  /** The sentences inside a longer marked clause (each a part of it) of at least INSIDE_WORDS words. */
  inside: boolean;
};

/**
 * The fewest distinct words a sentence inside a longer marked clause needs to be an exemplar: a
 * clause's number or heading alone ("12.", "Pricing.") would match every contract's.
 */
export const INSIDE_WORDS = 6;

/**
 * The similarity index of the training contracts: per category of SIMILARITY_CATEGORIES, their
 * sentences that match a marked clause, and what `options` adds. Term weights come from the
 * document frequency of terms among all the training contracts' sentences (no labels read).
 */
export function buildClauseSimilarity(
  training: readonly PreparedContract[],
  names: readonly string[],
  { nearMiss, inside }: SimilarityOptions,
): ClauseSimilarity {
  const groups = new Map<string, number[][]>();
  const terms = (ids: Int32Array) =>
    Array.from(ids).filter((id) => similarityTerms([names[id] as string]).length > 0);
  for (const category of SIMILARITY_CATEGORIES) {
    const marked: number[][] = [];
    const misses: number[][] = [];
    const cue = names.indexOf(`cue:${category}`);
    for (const contract of training) {
      const labels = contract.labels.get(category);
      const has = contract.present.has(category);
      contract.features.forEach((ids, i) => {
        if (labels?.[i] === 1) marked.push(terms(ids));
        else if (inside && labels?.[i] === -1) {
          const exemplar = terms(ids);
          if (exemplar.filter((id) => !(names[id] as string).includes(' ')).length >= INSIDE_WORDS)
            marked.push(exemplar);
        } else if (nearMiss && !has && cue >= 0 && ids.includes(cue)) misses.push(terms(ids));
      });
    }
    groups.set(markedGroup(category), marked);
    if (nearMiss) groups.set(nearMissGroup(category), evenly(misses, NEAR_MISSES));
  }
  const vocabulary = new Map<number, number>();
  for (const exemplars of groups.values())
    for (const exemplar of exemplars) for (const id of exemplar) vocabulary.set(id, 0);
  let documents = 0;
  for (const contract of training)
    for (const ids of contract.features) {
      documents += 1;
      for (const id of ids) {
        const df = vocabulary.get(id);
        if (df !== undefined) vocabulary.set(id, df + 1);
      }
    }
  const byName = new Map([...vocabulary].map(([id, df]) => [names[id] as string, df]));
  return buildNearestTfidf(
    new Map(
      [...groups].map(([name, exemplars]) => [
        name,
        exemplars.map((e) => e.map((id) => names[id] as string)),
      ]),
    ),
    (term) => byName.get(term) ?? 0,
    documents,
  );
}

/** The contract-level similarity features (clause-similarity.ts) of a prepared contract. */
export function preparedSimilarity(
  data: ClauseSimilarity,
  contract: PreparedContract,
  names: readonly string[],
): Map<CuadClauseCategory, number[]> {
  return contractSimilarity(
    data,
    contract.features.map((ids) => Array.from(ids, (id) => names[id] as string)),
  );
}
