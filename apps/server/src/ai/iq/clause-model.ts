import type { CuadClauseCategory } from './cuad-categories.ts';
import { sentenceFeatures } from './features.ts';

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
};

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The probability, per category of the model, that the sentence is a clause of that category. */
export function scoreFeatures(
  model: ClauseModel,
  features: readonly string[],
): Map<CuadClauseCategory, number> {
  const scores = new Map<CuadClauseCategory, number>();
  for (const [category, m] of Object.entries(model.categories) as [CuadClauseCategory, CategoryModel][]) {
    let z = m.bias;
    for (const feature of features) z += m.weights[feature] ?? 0;
    scores.set(category, sigmoid(z));
  }
  return scores;
}

export function scoreSentence(model: ClauseModel, sentence: string): Map<CuadClauseCategory, number> {
  return scoreFeatures(model, sentenceFeatures(sentence));
}
