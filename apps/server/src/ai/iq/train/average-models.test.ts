import { describe, expect, it } from 'vitest';
import type { ClauseModel } from '../clause-model.ts';
import { averageModels } from './average-models.ts';

describe('averageModels', () => {
  it('averages biases and weights, a weight a model lacks counting as 0', () => {
    const model = (bias: number, weights: Record<string, number>): ClauseModel => ({
      version: 1,
      trainedOn: 'x',
      categories: { Insurance: { bias, threshold: 0.8, weights } },
    });
    const averaged = averageModels(
      [model(-2, { insurance: 3, policy: 1 }), model(-4, { insurance: 1 })],
      'both',
    );
    expect(averaged).toEqual({
      version: 1,
      trainedOn: 'both',
      categories: { Insurance: { bias: -3, threshold: 0.8, weights: { insurance: 2, policy: 0.5 } } },
    });
  });
});
