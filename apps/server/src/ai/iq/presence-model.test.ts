import { describe, expect, it } from 'vitest';
import type { CuadClauseCategory } from './cuad-categories.ts';
import {
  addSentence,
  type CategoryEvidence,
  noEvidence,
  presenceFeatures,
  presenceProbability,
  thresholdLogit,
} from './presence-model.ts';

describe('contract evidence', () => {
  it('keeps the best log-odds, the best cue sentence and the counts', () => {
    const evidence = noEvidence();
    const sentences: [number, boolean][] = [
      [-3, false],
      [1, true],
      [4, false],
      [-1, true],
      [2, false],
    ];
    for (const [z, cue] of sentences) addSentence(evidence, z, cue, 0.5);
    expect(evidence).toEqual({ best: 4, cueTop: 1, cues: 2, above: 3 });
  });

  it('reads margins over the threshold, its cue and its related categories', () => {
    const of = (best: number, cues = 0): CategoryEvidence => ({ best, cueTop: best, cues, above: 1 });
    const evidence = new Map<CuadClauseCategory, CategoryEvidence>([
      ['Competitive Restriction Exception', of(1, 1)],
      ['Non-Compete', of(3)],
    ]);
    const features = presenceFeatures('Competitive Restriction Exception', evidence, () => 0);
    // The best margin, the cue's best, cue present and count, sentences over the threshold, then the
    // related Non-Compete, Exclusivity (absent: at the floor) and No-Solicit of Customers (absent).
    expect(features).toEqual([1, 1, 1, Math.log(2), Math.log(2), 3, -12, -12]);
    // A document model's log-odds come last, bounded like the margins.
    evidence.set('Competitive Restriction Exception', { ...of(1, 1), document: 40 });
    expect(presenceFeatures('Competitive Restriction Exception', evidence, () => 0)).toEqual([
      ...features,
      12,
    ]);
    expect(thresholdLogit(0.5)).toBe(0);
    expect(Number.isFinite(thresholdLogit(1))).toBe(true);
    expect(presenceProbability({ bias: 0, weights: [1], threshold: 0.5 }, [2])).toBeCloseTo(
      1 / (1 + Math.exp(-2)),
    );
  });
});
