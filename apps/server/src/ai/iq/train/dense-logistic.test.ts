import { describe, expect, it } from 'vitest';
import { fitDenseLogistic } from './dense-logistic.ts';

const predict = (fit: { bias: number; weights: number[] }, row: readonly number[]) =>
  1 / (1 + Math.exp(-row.reduce((z, v, j) => z + v * (fit.weights[j] as number), fit.bias)));

describe('fitDenseLogistic', () => {
  // The first feature tells the classes apart (with overlap), the second is noise on a large scale.
  const rows = [
    [1, 300],
    [2, 100],
    [3, 200],
    [4, 400],
    [5, 100],
    [6, 300],
    [7, 200],
    [8, 400],
  ];
  const labels = [0, 0, 0, 1, 0, 1, 1, 1] as const;

  it('ranks the examples by the feature that separates them, on the raw feature scale', () => {
    const fit = fitDenseLogistic(rows, [...labels], 0.1);
    expect(fit.weights[0]).toBeGreaterThan(0);
    expect(Math.abs(fit.weights[1] as number)).toBeLessThan(Math.abs(fit.weights[0] as number));
    expect(predict(fit, [8, 250])).toBeGreaterThan(0.8);
    expect(predict(fit, [1, 250])).toBeLessThan(0.2);
  });

  it('shrinks the weights as the penalty grows, the bias staying free', () => {
    const loose = fitDenseLogistic(rows, [...labels], 0.1);
    const tight = fitDenseLogistic(rows, [...labels], 100);
    expect(Math.abs(tight.weights[0] as number)).toBeLessThan(Math.abs(loose.weights[0] as number));
    // With the weights near 0 the model predicts about the share of positives (4 of 8).
    expect(predict(tight, [4.5, 250])).toBeCloseTo(0.5, 1);
  });
});
