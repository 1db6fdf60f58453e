import type { ClauseModel } from '../clause-model.ts';
import type { CuadClauseCategory } from '../cuad-categories.ts';

/** Weights this small are dropped from an average (the models round theirs to 0.001). */
const SMALLEST_WEIGHT = 0.001;

/** A linear model: a bias and named weights. */
type Linear = { bias: number; weights: Readonly<Record<string, number>> };

/**
 * Per category, one linear model whose log-odds are the mean of the given models' log-odds (the mean
 * of their biases and weights, a weight a model lacks counting as 0): the bagged ensemble of the
 * models, as small as the union of their kept weights. A category counts the models that have it.
 */
export function averageLinear<T extends Linear>(
  models: readonly Partial<Record<CuadClauseCategory, T>>[],
): Map<CuadClauseCategory, { bias: number; weights: Record<string, number> }> {
  const sums = new Map<CuadClauseCategory, { count: number; bias: number; weights: Map<string, number> }>();
  for (const model of models) {
    for (const [category, m] of Object.entries(model) as [CuadClauseCategory, T][]) {
      const sum = sums.get(category) ?? { count: 0, bias: 0, weights: new Map<string, number>() };
      sum.count += 1;
      sum.bias += m.bias;
      for (const [feature, weight] of Object.entries(m.weights))
        sum.weights.set(feature, (sum.weights.get(feature) ?? 0) + weight);
      sums.set(category, sum);
    }
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const averaged = new Map<CuadClauseCategory, { bias: number; weights: Record<string, number> }>();
  for (const [category, sum] of sums) {
    const weights = [...sum.weights]
      .map(([feature, total]) => [feature, round(total / sum.count)] as const)
      .filter(([, weight]) => Math.abs(weight) >= SMALLEST_WEIGHT)
      .sort((a, b) => (a[0] < b[0] ? -1 : 1));
    averaged.set(category, { bias: round(sum.bias / sum.count), weights: Object.fromEntries(weights) });
  }
  return averaged;
}

/** The clause models' average (averageLinear), each category keeping the first model's threshold. */
export function averageModels(models: readonly ClauseModel[], trainedOn: string): ClauseModel {
  const categories: ClauseModel['categories'] = {};
  for (const [category, linear] of averageLinear(models.map((m) => m.categories))) {
    const threshold = models.find((m) => m.categories[category])?.categories[category]?.threshold ?? 1;
    categories[category] = { bias: linear.bias, threshold, weights: linear.weights };
  }
  return { version: 1, trainedOn, categories };
}
