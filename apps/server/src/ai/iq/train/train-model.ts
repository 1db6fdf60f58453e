import type { CategoryModel, ClauseModel } from '../clause-model.ts';
import { CUAD_CLAUSE_CATEGORIES, type CuadClauseCategory } from '../cuad-categories.ts';
import { type SparseExample, seededRandom, trainLogistic } from './logistic.ts';
import type { PreparedContract } from './training-set.ts';

/** Negatives far outnumber clauses: a seeded share of them is kept, and positives weigh more. */
export const TRAINING_OPTIONS = {
  epochs: 3,
  /**
   * AdaGrad's step. At 0.1 three epochs left the weights short of what the sentences support (a
   * rare category's words barely moved, and only its cue boost found it): 0.3 measured presence
   * macro-F1 0.637 against 0.620 in the nested cross-validation, 1.0 0.611 (README, IQ).
   */
  rate: 0.3,
  l2: 1e-4,
  seed: 16,
  keepWeights: 1000,
  negativeShare: 0.35,
  /** A feature seen in fewer training contracts than this is left out (names, one-off wording). */
  minContracts: 3,
  /** One probability for every category (a hyperparameter, not tuned per category on the labels). */
  presenceThreshold: 0.8,
} as const;

/** Per category, the logistic model over the contracts' sentences, its smallest weights pruned. */
export function trainClauseModel(
  contracts: readonly PreparedContract[],
  featureNames: readonly string[],
  trainedOn: string,
  categories: readonly CuadClauseCategory[] = CUAD_CLAUSE_CATEGORIES,
  overrides: Partial<Record<keyof typeof TRAINING_OPTIONS, number>> = {},
): ClauseModel {
  const settings = { ...TRAINING_OPTIONS, ...overrides };
  const model: ClauseModel = { version: 1, trainedOn, categories: {} };
  const common = commonFeatures(contracts, featureNames.length, settings.minContracts);
  for (const category of categories) {
    const examples: SparseExample[] = [];
    const random = seededRandom(settings.seed);
    for (const contract of contracts) {
      const labels = contract.labels.get(category) as Int8Array;
      contract.features.forEach((features, i) => {
        const label = labels[i] as number;
        if (label === 1 || (label === 0 && random() < settings.negativeShare))
          examples.push({ features: features.filter((f) => common[f] === 1), label: label as 0 | 1 });
      });
    }
    const positives = examples.filter((e) => e.label === 1).length;
    if (positives === 0) continue;
    const positiveWeight = Math.min(30, Math.sqrt((examples.length - positives) / positives));
    const options = { ...settings, positiveWeight };
    // Fit on every feature, keep the strongest, then fit again on those alone: a small model whose
    // probabilities stay calibrated (dropping weights after the fit would shift every score).
    const first = trainLogistic(examples, featureNames.length, options);
    const kept = new Set(strongestIds(first.weights, settings.keepWeights));
    const narrowed = examples.map((e) => ({
      label: e.label,
      features: e.features.filter((f) => kept.has(f)),
    }));
    const trained = trainLogistic(narrowed, featureNames.length, options);
    model.categories[category] = {
      bias: round(trained.bias),
      threshold: settings.presenceThreshold,
      weights: Object.fromEntries(
        [...kept]
          .filter((id) => Math.abs(trained.weights[id] as number) >= 0.001)
          .map((id) => [featureNames[id] as string, round(trained.weights[id] as number)] as const)
          .sort((a, b) => (a[0] < b[0] ? -1 : 1)),
      ),
    } satisfies CategoryModel;
  }
  return model;
}

/** 1 for the features that occur in at least `minContracts` of the contracts. */
function commonFeatures(contracts: readonly PreparedContract[], featureCount: number, minContracts: number) {
  const seen = new Int32Array(featureCount);
  const last = new Int32Array(featureCount).fill(-1);
  contracts.forEach((contract, c) => {
    for (const features of contract.features)
      for (const f of features) {
        if (last[f] === c) continue;
        last[f] = c;
        seen[f] = (seen[f] as number) + 1;
      }
  });
  return Uint8Array.from(seen, (count) => (count >= minContracts ? 1 : 0));
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function strongestIds(weights: Float64Array, keep: number): number[] {
  const ids = [...weights.keys()].filter((i) => Math.abs(weights[i] as number) >= 0.01);
  ids.sort((a, b) => Math.abs(weights[b] as number) - Math.abs(weights[a] as number));
  return ids.slice(0, keep);
}
