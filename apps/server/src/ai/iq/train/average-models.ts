import type { CategoryModel, ClauseModel } from '../clause-model.ts';
import type { CuadClauseCategory } from '../cuad-categories.ts';

/** Weights this small are dropped from an average (the models round theirs to 0.001). */
const SMALLEST_WEIGHT = 0.001;

/**
 * One linear model whose log-odds are the mean of the models' log-odds (per category, the mean of
 * their biases and weights, a weight a model lacks counting as 0): the bagged ensemble of the
 * models, as small as the union of their kept weights. A category counts the models that have it.
 */
export function averageModels(models: readonly ClauseModel[], trainedOn: string): ClauseModel {
  const sums = new Map<CuadClauseCategory, { count: number; bias: number; weights: Map<string, number> }>();
  for (const model of models) {
    for (const [category, m] of Object.entries(model.categories) as [CuadClauseCategory, CategoryModel][]) {
      const sum = sums.get(category) ?? { count: 0, bias: 0, weights: new Map<string, number>() };
      sum.count += 1;
      sum.bias += m.bias;
      for (const [feature, weight] of Object.entries(m.weights))
        sum.weights.set(feature, (sum.weights.get(feature) ?? 0) + weight);
      sums.set(category, sum);
    }
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const categories: ClauseModel['categories'] = {};
  for (const [category, sum] of sums) {
    const weights = [...sum.weights]
      .map(([feature, total]) => [feature, round(total / sum.count)] as const)
      .filter(([, weight]) => Math.abs(weight) >= SMALLEST_WEIGHT)
      .sort((a, b) => (a[0] < b[0] ? -1 : 1));
    const threshold = models.find((m) => m.categories[category])?.categories[category]?.threshold ?? 1;
    categories[category] = {
      bias: round(sum.bias / sum.count),
      threshold,
      weights: Object.fromEntries(weights),
    };
  }
  return { version: 1, trainedOn, categories };
}
