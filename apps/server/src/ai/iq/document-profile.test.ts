import { describe, expect, it } from 'vitest';
import { averageNorms, contractProfile, profileFeatures, profileNorm } from './document-profile.ts';

const v = (...values: number[]) => Float32Array.from(values);

describe('document profile', () => {
  it('averages the sentences that have a known word', () => {
    expect([...contractProfile([v(1, 2), v(0, 0), v(3, -2)], 2)]).toEqual([2, 0]);
    expect([...contractProfile([v(0, 0)], 2)]).toEqual([0, 0]);
  });

  it('reads each dimension against the training contracts as a step', () => {
    const norm = profileNorm([v(0, 1), v(2, 1)], 2);
    expect(norm).toEqual({ mean: [1, 1], spread: [1, 0] });
    expect(profileFeatures(v(2, 5), norm)).toEqual(['v:0+']);
    expect(profileFeatures(v(0.2, 5), norm)).toEqual(['v:0-']);
    expect(profileFeatures(v(1.4, 5), norm)).toEqual([]);
  });

  it('averages norms per dimension', () => {
    const a = { mean: [0, 2], spread: [1, 1] };
    const b = { mean: [2, 2], spread: [3, 1] };
    expect(averageNorms([a, b])).toEqual({ mean: [1, 2], spread: [2, 1] });
  });
});
