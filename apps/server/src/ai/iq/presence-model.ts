import type { CuadClauseCategory } from './cuad-categories.ts';

/**
 * What one contract shows of one category, from its sentences' log-odds under the clause model:
 * the best, the best of the sentences with the category's cue, how many carry the cue, and how many
 * reach the category's sentence threshold; and, when the model has one for the category, the
 * log-odds of its document-level model (document-model.ts) for the whole contract.
 */
export type CategoryEvidence = {
  best: number;
  cueTop: number;
  cues: number;
  above: number;
  document?: number;
  /** The best log-odds of the category's dense scorer (dense-scorer.ts) over the contract's sentences. */
  dense?: number;
};

/**
 * The contract-level stage of a category: a logistic model over the contract's evidence (its own and
 * that of related categories), and the probability from which the category counts as present.
 */
export type PresenceStage = { bias: number; weights: number[]; threshold: number };

/** The log-odds standing for "no such sentence" and the bounds of a margin. */
const FLOOR = -12;
const clamp = (value: number) => Math.min(12, Math.max(FLOOR, value));
/** Sentences reaching the threshold count up to this many (a longer list says nothing more). */
const MOST_ABOVE = 5;

/** A sentence threshold (a probability) as log-odds, finite for the thresholds 0 and 1. */
export const thresholdLogit = (threshold: number) => {
  const p = Math.min(Math.max(threshold, 1e-9), 1 - 1e-9);
  return Math.log(p / (1 - p));
};

export const noEvidence = (): CategoryEvidence => ({
  best: Number.NEGATIVE_INFINITY,
  cueTop: FLOOR,
  cues: 0,
  above: 0,
});
/** The best log-odds of a category's sentences, FLOOR when it has none. */
const bestOf = (evidence: CategoryEvidence | undefined) =>
  evidence === undefined || evidence.best === Number.NEGATIVE_INFINITY ? FLOOR : evidence.best;

/** Adds a sentence's log-odds `z` for the category (with or without its cue) to the evidence. */
export function addSentence(evidence: CategoryEvidence, z: number, hasCue: boolean, threshold: number): void {
  if (z > evidence.best) evidence.best = z;
  if (hasCue) {
    evidence.cues += 1;
    if (z > evidence.cueTop) evidence.cueTop = z;
  }
  if (z >= threshold) evidence.above += 1;
}

/**
 * Categories whose evidence speaks for or against another's: an exception to a restriction needs the
 * restriction, a licence to or from affiliates a licence, a cap on units often stands by a minimum.
 */
export const RELATED_CATEGORIES: Partial<Record<CuadClauseCategory, readonly CuadClauseCategory[]>> = {
  'Competitive Restriction Exception': ['Non-Compete', 'Exclusivity', 'No-Solicit of Customers'],
  'Affiliate License-Licensor': ['License Grant', 'Affiliate License-Licensee'],
  'Affiliate License-Licensee': ['License Grant', 'Affiliate License-Licensor'],
  'Unlimited/All-You-Can-Eat-License': ['License Grant', 'Irrevocable or Perpetual License'],
  'Non-Transferable License': ['License Grant'],
  'Irrevocable or Perpetual License': ['License Grant'],
  'Price Restrictions': ['Most Favored Nation', 'Minimum Commitment'],
  'Most Favored Nation': ['Price Restrictions'],
  'Volume Restriction': ['Minimum Commitment', 'Exclusivity'],
  'Minimum Commitment': ['Volume Restriction'],
  'No-Solicit of Customers': ['No-Solicit of Employees', 'Non-Compete'],
  'Uncapped Liability': ['Cap on Liability'],
  'Joint IP Ownership': ['IP Ownership Assignment'],
};

/**
 * The contract-level features of a category: its best sentence's margin over its sentence threshold
 * (log-odds), the best cue sentence's margin, whether and how often its cue occurs, how many
 * sentences reach the threshold, the best margin of each related category, and the document-level
 * model's log-odds when the model has one for the category. (The margins of the
 * second and third best sentences were tried and left out: they mostly say how long a contract is,
 * and a short contract with one clear clause lost it.)
 */
export function presenceFeatures(
  category: CuadClauseCategory,
  evidence: ReadonlyMap<CuadClauseCategory, CategoryEvidence>,
  /** A category's sentence threshold, as log-odds. */
  thresholdOf: (category: CuadClauseCategory) => number,
): number[] {
  const own = evidence.get(category);
  const t = thresholdOf(category);
  const best = clamp(bestOf(own) - t);
  const cues = own?.cues ?? 0;
  const related = (RELATED_CATEGORIES[category] ?? []).map((other) =>
    clamp(bestOf(evidence.get(other)) - thresholdOf(other)),
  );
  return [
    best,
    cues > 0 ? clamp((own?.cueTop ?? FLOOR) - t) : FLOOR,
    cues > 0 ? 1 : 0,
    Math.log1p(cues),
    Math.log1p(Math.min(MOST_ABOVE, own?.above ?? 0)),
    ...related,
    ...(own?.document === undefined ? [] : [clamp(own.document)]),
    ...(own?.dense === undefined ? [] : [clamp(own.dense)]),
  ];
}

/** The probability, under the category's contract-level stage, that the contract has it. */
export function presenceProbability(stage: PresenceStage, features: readonly number[]): number {
  const z = features.reduce((sum, value, i) => sum + value * (stage.weights[i] ?? 0), stage.bias);
  return 1 / (1 + Math.exp(-z));
}
