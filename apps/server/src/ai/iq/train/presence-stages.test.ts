import { describe, expect, it } from 'vitest';
import type { CuadClauseCategory } from '../cuad-categories.ts';
import { type CategoryEvidence, presenceFeatures, presenceProbability } from '../presence-model.ts';
import { type HeldOutEvidence, presenceStages } from './presence-stages.ts';

const EXCEPTION: CuadClauseCategory = 'Competitive Restriction Exception';
const of = (z: number): CategoryEvidence => ({ best: z, cueTop: -12, cues: 0, above: z >= 0 ? 1 : 0 });

/**
 * Contracts whose own best sentence says little (it reaches the threshold in half of them, whatever
 * the truth) but which have the exception only where they have a non-compete.
 */
function contracts(): HeldOutEvidence[] {
  return Array.from({ length: 60 }, (_, i) => {
    const restricted = i % 3 !== 0;
    const present = restricted && i % 2 === 0;
    return {
      evidence: new Map([
        [EXCEPTION, of(i % 4 < 2 ? 0.5 : -0.5)],
        ['Non-Compete', of(present ? 2 + (i % 5) / 5 : -2 - (i % 5) / 5)],
      ]),
      present: new Set<CuadClauseCategory>(present ? [EXCEPTION] : []),
    };
  });
}

describe('presenceStages', () => {
  it('learns a category from its related category where its own sentences fall short', () => {
    const heldOut = contracts();
    const stages = presenceStages(heldOut, () => ({ threshold: 0.5, f1: 0.4 }), [EXCEPTION]);
    const stage = stages[EXCEPTION];
    expect(stage).toBeDefined();
    if (stage === undefined) return;
    const right = heldOut.filter((h) => {
      const p = presenceProbability(
        stage,
        presenceFeatures(EXCEPTION, h.evidence, () => 0),
      );
      return p >= stage.threshold === h.present.has(EXCEPTION);
    });
    expect(right.length).toBe(heldOut.length);
  });

  it('keeps the sentence threshold alone when the stage does no better', () => {
    const stages = presenceStages(contracts(), () => ({ threshold: 0.5, f1: 1 }), [EXCEPTION]);
    expect(stages[EXCEPTION]).toBeUndefined();
  });
});
