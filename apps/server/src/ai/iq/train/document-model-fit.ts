import { CUAD_CLAUSE_CATEGORIES, type CuadClauseCategory } from '../cuad-categories.ts';
import { type DocumentModel, isDocumentFeature } from '../document-model.ts';
import { type SparseExample, trainLogistic } from './logistic.ts';
import type { PreparedContract } from './training-set.ts';

/**
 * The document-level models' training, fixed beforehand (not tuned on the labels): few contracts
 * and many words, so a stronger penalty than the sentence model's, and few weights kept.
 */
export const DOCUMENT_OPTIONS = {
  epochs: 20,
  rate: 0.1,
  l2: 1e-3,
  seed: 16,
  keepWeights: 150,
  /** A word seen in fewer training contracts than this is left out. */
  minContracts: 5,
} as const;

/** The distinct ids of a prepared contract's document features (document-model.ts). */
export function documentFeatureIds(contract: PreparedContract, names: readonly string[]): Int32Array {
  const ids = new Set<number>();
  for (const features of contract.features)
    for (const id of features) if (!ids.has(id) && isDocumentFeature(names[id] as string)) ids.add(id);
  return Int32Array.from(ids);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Per category, a logistic model from the contract's document features to whether it has the
 * category, fitted on every feature, then again on the strongest `keepWeights` alone (a small
 * model whose log-odds stay calibrated).
 */
export function trainDocumentModels(
  contracts: readonly { ids: Int32Array; present: ReadonlySet<CuadClauseCategory> }[],
  names: readonly string[],
  categories: readonly CuadClauseCategory[] = CUAD_CLAUSE_CATEGORIES,
  options = DOCUMENT_OPTIONS,
): Partial<Record<CuadClauseCategory, DocumentModel>> {
  const seen = new Int32Array(names.length);
  for (const { ids } of contracts) for (const id of ids) seen[id] = (seen[id] as number) + 1;
  const rows = contracts.map(({ ids }) => ids.filter((id) => (seen[id] as number) >= options.minContracts));
  const models: Partial<Record<CuadClauseCategory, DocumentModel>> = {};
  for (const category of categories) {
    const examples: SparseExample[] = contracts.map(({ present }, i) => ({
      features: rows[i] as Int32Array,
      label: present.has(category) ? 1 : 0,
    }));
    const positives = examples.filter((e) => e.label === 1).length;
    if (positives === 0 || positives === examples.length) continue;
    const positiveWeight = Math.min(30, Math.sqrt((examples.length - positives) / positives));
    const settings = { ...options, positiveWeight };
    const first = trainLogistic(examples, names.length, settings);
    const kept = strongest(first.weights, options.keepWeights);
    const narrowed = examples.map((e) => ({
      label: e.label,
      features: e.features.filter((f) => kept.has(f)),
    }));
    const trained = trainLogistic(narrowed, names.length, settings);
    models[category] = {
      bias: round(trained.bias),
      weights: Object.fromEntries(
        [...kept]
          .map((id) => [names[id] as string, round(trained.weights[id] as number)] as const)
          .filter(([, weight]) => weight !== 0)
          .sort((a, b) => (a[0] < b[0] ? -1 : 1)),
      ),
    };
  }
  return models;
}

function strongest(weights: Float64Array, keep: number): Set<number> {
  const ids = [...weights.keys()].filter((i) => (weights[i] as number) !== 0);
  ids.sort((a, b) => Math.abs(weights[b] as number) - Math.abs(weights[a] as number));
  return new Set(ids.slice(0, keep));
}
