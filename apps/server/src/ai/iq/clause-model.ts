import type { CuadClauseCategory } from './cuad-categories.ts';
import { type DenseScorer, denseLogit } from './dense-scorer.ts';
import type { DocumentModel } from './document-model.ts';
import { sentenceFeatures } from './features.ts';
import type { PresenceStage } from './presence-model.ts';
import type { SpanRankings } from './span-ranking.ts';

/**
 * A linear model per CUAD clause category over sentence features (logistic regression, trained by
 * apps/server/src/ai/iq/train/train-cuad.ts on the CUAD development labels). `threshold` is the
 * sentence probability from which the category counts as present.
 */
export type CategoryModel = { bias: number; threshold: number; weights: Record<string, number> };
export type ClauseModel = {
  version: 1;
  trainedOn: string;
  categories: Partial<Record<CuadClauseCategory, CategoryModel>>;
  /** Per category, the contract-level stage that decides presence (presence-model.ts), when trained. */
  presence?: Partial<Record<CuadClauseCategory, PresenceStage>>;
  /** Per category, the document-level model whose log-odds the contract-level stage reads. */
  document?: Partial<Record<CuadClauseCategory, DocumentModel>>;
  /** Per category, how its sentences' log-odds read as a probability comparable across categories. */
  ranking?: SpanRankings;
  /** Per category, the scorer over the sentence's word vector as real values (dense-scorer.ts). */
  dense?: Partial<Record<CuadClauseCategory, DenseScorer>>;
};

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** A model laid out for scoring: per feature, its weight in every category (one Map lookup each). */
type CompiledModel = {
  categories: CuadClauseCategory[];
  bias: Float64Array;
  weights: Map<string, Float64Array>;
  /** Per category (in `categories` order), its dense scorer when it adds to the sentence's log-odds. */
  dense: (DenseScorer | undefined)[];
};
const compiled = new WeakMap<ClauseModel, CompiledModel>();

function compile(model: ClauseModel): CompiledModel {
  let ready = compiled.get(model);
  if (ready !== undefined) return ready;
  const entries = Object.entries(model.categories) as [CuadClauseCategory, CategoryModel][];
  const weights = new Map<string, Float64Array>();
  entries.forEach(([, m], i) => {
    for (const [feature, weight] of Object.entries(m.weights)) {
      let row = weights.get(feature);
      if (row === undefined) {
        row = new Float64Array(entries.length);
        weights.set(feature, row);
      }
      row[i] = weight;
    }
  });
  ready = {
    categories: entries.map(([c]) => c),
    bias: Float64Array.from(entries, ([, m]) => m.bias),
    weights,
    dense: entries.map(([c]) => {
      const scorer = model.dense?.[c];
      return scorer !== undefined && scorer.sentenceWeight !== 0 ? scorer : undefined;
    }),
  };
  compiled.set(model, ready);
  return ready;
}

/**
 * The log-odds, per category of the model (in `categories` order), that the sentence is its clause;
 * given the sentence's standardised word vector, the model's dense scorers add theirs.
 */
export function featureLogits(
  model: ClauseModel,
  features: readonly string[],
  vector?: Float32Array,
): { categories: readonly CuadClauseCategory[]; z: Float64Array } {
  const { categories, bias, weights, dense } = compile(model);
  const z = Float64Array.from(bias);
  for (const feature of features) {
    const row = weights.get(feature);
    if (row === undefined) continue;
    for (let i = 0; i < row.length; i += 1) z[i] = (z[i] as number) + (row[i] as number);
  }
  if (vector !== undefined)
    dense.forEach((scorer, i) => {
      if (scorer !== undefined) z[i] = (z[i] as number) + scorer.sentenceWeight * denseLogit(scorer, vector);
    });
  return { categories, z };
}

/** The probability, per category of the model, that the sentence is a clause of that category. */
export function scoreFeatures(
  model: ClauseModel,
  features: readonly string[],
): Map<CuadClauseCategory, number> {
  const { categories, z } = featureLogits(model, features);
  return new Map(categories.map((category, i) => [category, sigmoid(z[i] as number)]));
}

export function scoreSentence(model: ClauseModel, sentence: string): Map<CuadClauseCategory, number> {
  return scoreFeatures(model, sentenceFeatures(sentence));
}
