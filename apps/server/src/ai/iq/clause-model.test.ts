import { describe, expect, it } from 'vitest';
import { type ClauseModel, scoreSentence } from './clause-model.ts';

const model: ClauseModel = {
  version: 1,
  trainedOn: 'test',
  categories: {
    'Audit Rights': { bias: -2, threshold: 0.8, weights: { audit: 3, records: 1, 'cue:Audit Rights': 1 } },
    Insurance: { bias: -1, threshold: 0.8, weights: { insurance: 4 } },
  },
};

describe('scoreSentence', () => {
  it('adds the weights of the sentence’s features to each category’s bias', () => {
    const scores = scoreSentence(model, 'Supplier may audit the records.');
    expect(scores.get('Audit Rights')).toBeCloseTo(1 / (1 + Math.exp(-(-2 + 3 + 1 + 1))));
    expect(scores.get('Insurance')).toBeCloseTo(1 / (1 + Math.exp(1)));
  });

  it('gives a number for words that name properties of every object ("constructor")', () => {
    const scores = scoreSentence(model, 'The constructor shall keep its valueOf and toString records.');
    for (const value of scores.values()) expect(Number.isFinite(value)).toBe(true);
  });
});
