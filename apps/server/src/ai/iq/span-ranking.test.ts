import { describe, expect, it } from 'vitest';
import { spanRank } from './span-ranking.ts';

const logit = (p: number) => Math.log(p / (1 - p));

describe('spanRank', () => {
  it('without a fitted ranking, reads a probability against its category threshold', () => {
    expect(spanRank(undefined, logit(0.3), 0.3)).toBeCloseTo(0.5);
    expect(spanRank(undefined, logit(0.5), 0.2)).toBeGreaterThan(spanRank(undefined, logit(0.5), 0.8));
    expect(spanRank(undefined, logit(0.9), 0.5)).toBeCloseTo(0.9);
  });

  it('with a fitted ranking, applies its scale and shift and ignores the threshold', () => {
    expect(spanRank({ scale: 0.5, shift: -1 }, 2, 0.9)).toBeCloseTo(0.5);
    expect(spanRank({ scale: 0.5, shift: -1 }, 4, 0.1)).toBeCloseTo(1 / (1 + Math.exp(-1)));
  });
});
