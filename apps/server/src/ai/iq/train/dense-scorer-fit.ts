import { CUAD_CLAUSE_CATEGORIES, type CuadClauseCategory } from '../cuad-categories.ts';
import { DENSE_DIMENSIONS } from '../dense-scorer.ts';
import { type DenseFit, fitDenseLogistic } from './dense-logistic.ts';
import { seededRandom, shuffle } from './logistic.ts';
import { TRAINING_OPTIONS } from './train-model.ts';
import type { PreparedContract } from './training-set.ts';

/** A category's logistic over the standardised sentence vector (dense-scorer.ts), before its use is set. */
export type DenseFits = Partial<Record<CuadClauseCategory, DenseFit>>;

/**
 * AdaGrad over the 100 real values, on the sentences the sparse model trains on (its seeded share of
 * negatives, its positive weight). Fixed beforehand, not chosen on the folds.
 */
export const DENSE_OPTIONS = { epochs: 5, rate: 0.1, l2: 1e-3 } as const;

/** Per category, the dense scorer fitted on the contracts' sentence vectors. */
export function trainDenseScorers(
  contracts: readonly PreparedContract[],
  categories: readonly CuadClauseCategory[] = CUAD_CLAUSE_CATEGORIES,
  seed: number = TRAINING_OPTIONS.seed,
): DenseFits {
  const fits: DenseFits = {};
  for (const category of categories) {
    const vectors: Float32Array[] = [];
    const labels: (0 | 1)[] = [];
    const random = seededRandom(seed);
    for (const contract of contracts) {
      const marked = contract.labels.get(category) as Int8Array;
      contract.vectors.forEach((vector, i) => {
        const label = marked[i] as number;
        if (label === 1 || (label === 0 && random() < TRAINING_OPTIONS.negativeShare)) {
          vectors.push(vector);
          labels.push(label as 0 | 1);
        }
      });
    }
    const positives = labels.filter((l) => l === 1).length;
    if (positives === 0) continue;
    const positiveWeight = Math.min(30, Math.sqrt((labels.length - positives) / positives));
    fits[category] = adaGrad(vectors, labels, positiveWeight, seed);
  }
  return fits;
}

function adaGrad(
  vectors: readonly Float32Array[],
  labels: readonly (0 | 1)[],
  positiveWeight: number,
  seed: number,
) {
  const { epochs, rate, l2 } = DENSE_OPTIONS;
  const weights = new Float64Array(DENSE_DIMENSIONS);
  const squares = new Float64Array(DENSE_DIMENSIONS).fill(1e-8);
  let bias = 0;
  let biasSquares = 1e-8;
  const order = vectors.map((_, i) => i);
  const random = seededRandom(seed);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    shuffle(order, random);
    for (const n of order) {
      const x = vectors[n] as Float32Array;
      let z = bias;
      for (let d = 0; d < DENSE_DIMENSIONS; d += 1) z += (weights[d] as number) * (x[d] as number);
      const label = labels[n] as 0 | 1;
      const gradient = (1 / (1 + Math.exp(-z)) - label) * (label === 1 ? positiveWeight : 1);
      biasSquares += gradient * gradient;
      bias -= (rate * gradient) / Math.sqrt(biasSquares);
      for (let d = 0; d < DENSE_DIMENSIONS; d += 1) {
        const g = gradient * (x[d] as number) + l2 * (weights[d] as number);
        squares[d] = (squares[d] as number) + g * g;
        weights[d] = (weights[d] as number) - (rate * g) / Math.sqrt(squares[d] as number);
      }
    }
  }
  return { bias, weights: Array.from(weights) };
}

/** Per category every fit has, the mean of the fits (one linear model: the bagged ensemble). */
export function averageDenseFits(fits: readonly DenseFits[]): DenseFits {
  const averaged: DenseFits = {};
  for (const category of CUAD_CLAUSE_CATEGORIES) {
    const all = fits.map((f) => f[category]);
    if (all.length === 0 || all.some((f) => f === undefined)) continue;
    const present = all as DenseFit[];
    averaged[category] = {
      bias: present.reduce((s, f) => s + f.bias, 0) / present.length,
      weights: Array.from(
        { length: DENSE_DIMENSIONS },
        (_, d) => present.reduce((s, f) => s + (f.weights[d] ?? 0), 0) / present.length,
      ),
    };
  }
  return averaged;
}

/** The most the dense log-odds may weigh beside the sentence model's. */
const MOST_WEIGHT = 3;

/**
 * The weight of the dense log-odds added to the sentence model's, from a two-feature logistic fitted on
 * held-out sentences (sentence model's log-odds, dense log-odds → marked): the ratio of its weights,
 * 0 when the dense log-odds add nothing there.
 */
export function denseSentenceWeight(
  sparse: readonly number[],
  dense: readonly number[],
  marked: readonly (0 | 1)[],
) {
  if (!marked.includes(1) || !marked.includes(0)) return 0;
  const fit = fitDenseLogistic(
    sparse.map((z, i) => [z, dense[i] as number]),
    marked,
    1,
  );
  const [a = 0, b = 0] = fit.weights;
  if (a <= 0 || b <= 0) return 0;
  return Math.round(Math.min(MOST_WEIGHT, b / a) * 1000) / 1000;
}
