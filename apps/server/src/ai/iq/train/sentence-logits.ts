import { type ClauseModel, featureLogits } from '../clause-model.ts';
import type { CuadClauseCategory } from '../cuad-categories.ts';
import { addSentence, type CategoryEvidence, noEvidence, thresholdLogit } from '../presence-model.ts';
import { CUE_BOOSTS } from './presence-thresholds.ts';
import type { PreparedContract } from './training-set.ts';

/**
 * Per category, the log-odds of a contract's best sentences under a model, those with the category's
 * cue apart from the others (best first, at most KEPT each), and how many sentences have the cue:
 * enough to read the contract's best score and evidence under any cue boost afterwards.
 */
export type SentenceLogits = { cue: number[]; other: number[]; cues: number };
const KEPT = 5;

const keepBest = (list: number[], z: number) => {
  if (list.length === KEPT && z <= (list[KEPT - 1] as number)) return;
  let at = list.length;
  while (at > 0 && (list[at - 1] as number) < z) at -= 1;
  list.splice(at, 0, z);
  if (list.length > KEPT) list.pop();
};

/**
 * Calls `visit` with every sentence's log-odds for every category of the model, whether the sentence
 * has the category's cue, and the sentence's index in the contract.
 */
export function forEachSentenceLogit(
  model: ClauseModel,
  contract: PreparedContract,
  names: readonly string[],
  visit: (category: CuadClauseCategory, z: number, hasCue: boolean, sentence: number) => void,
): void {
  contract.features.forEach((ids, sentence) => {
    const features = Array.from(ids, (id) => names[id] as string);
    const cues = features.filter((f) => f.startsWith('cue:'));
    const { categories, z } = featureLogits(model, features, contract.vectors[sentence]);
    categories.forEach((category, i) => {
      visit(category, z[i] as number, cues.includes(`cue:${category}`), sentence);
    });
  });
}

export function sentenceLogits(
  model: ClauseModel,
  contract: PreparedContract,
  names: readonly string[],
): Map<CuadClauseCategory, SentenceLogits> {
  const found = new Map<CuadClauseCategory, SentenceLogits>();
  forEachSentenceLogit(model, contract, names, (category, z, hasCue) => {
    let row = found.get(category);
    if (row === undefined) {
      row = { cue: [], other: [], cues: 0 };
      found.set(category, row);
    }
    if (hasCue) {
      row.cues += 1;
      keepBest(row.cue, z);
    } else keepBest(row.other, z);
  });
  return found;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Per category, the probability of the best sentence for each cue boost of CUE_BOOSTS. */
export function bestByBoost(logits: ReadonlyMap<CuadClauseCategory, SentenceLogits>) {
  const best = new Map<CuadClauseCategory, number[]>();
  for (const [category, { cue, other }] of logits)
    best.set(
      category,
      CUE_BOOSTS.map((boost) => {
        const z = Math.max(
          (cue[0] ?? Number.NEGATIVE_INFINITY) + boost,
          other[0] ?? Number.NEGATIVE_INFINITY,
        );
        return z === Number.NEGATIVE_INFINITY ? 0 : sigmoid(z);
      }),
    );
  return best;
}

/**
 * The evidence (presence-model.ts) the model would show once each category's chosen cue boost is
 * folded into its cue weight and its threshold set: the same evidence the shipped model reads.
 */
export function evidenceUnder(
  logits: ReadonlyMap<CuadClauseCategory, SentenceLogits>,
  chosen: ReadonlyMap<CuadClauseCategory, { boost: number; threshold: number }>,
): Map<CuadClauseCategory, CategoryEvidence> {
  const evidence = new Map<CuadClauseCategory, CategoryEvidence>();
  for (const [category, { cue, other, cues }] of logits) {
    const { boost, threshold } = chosen.get(category) ?? { boost: 0, threshold: 1 };
    const t = thresholdLogit(threshold);
    const found = noEvidence();
    for (const z of cue) addSentence(found, z + boost, true, t);
    for (const z of other) addSentence(found, z, false, t);
    found.cues = cues;
    evidence.set(category, found);
  }
  return evidence;
}
