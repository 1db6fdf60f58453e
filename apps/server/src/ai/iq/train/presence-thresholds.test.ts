import { describe, expect, it } from 'vitest';
import { bestSentenceScores, FoldedTraining } from './cross-validation.ts';
import {
  CUE_BOOSTS,
  type HeldOutScores,
  NEVER,
  presenceThreshold,
  presenceThresholds,
} from './presence-thresholds.ts';
import { FeatureIndex, type PreparedContract, prepareContract } from './training-set.ts';

describe('presenceThreshold', () => {
  it('keeps the contracts where F1 is highest, halfway to the next score', () => {
    const scores = [
      { score: 0.9, present: true },
      { score: 0.2, present: false },
      { score: 0.6, present: false },
      { score: 0.8, present: true },
      { score: 0.5, present: true },
    ];
    // Kept in turn: F1 0.5, 0.8, 0.67, 0.86 (the first four), 0.75.
    const chosen = presenceThreshold(scores);
    expect(chosen.threshold).toBeCloseTo(0.35);
    expect(chosen.f1).toBeCloseTo(6 / 7);
    expect(presenceThreshold(scores.map((s) => ({ ...s, present: false }))).threshold).toBe(NEVER);
  });

  it('gives a category the cue boost that tells its contracts apart best', () => {
    // A contract's best sentence without a boost, and with each boost from the first one on.
    const contract = (plain: number, boosted: number, present: boolean): HeldOutScores => ({
      best: new Map([['Non-Disparagement', CUE_BOOSTS.map((boost) => (boost === 0 ? plain : boosted))]]),
      present: new Set(present ? ['Non-Disparagement'] : []),
    });
    // Without a boost the scores do not separate the contracts; with one they do.
    const heldOut = [
      contract(0.3, 0.9, true),
      contract(0.4, 0.4, false),
      contract(0.35, 0.8, true),
      contract(0.2, 0.2, false),
    ];
    const chosen = presenceThresholds(heldOut, ['Non-Disparagement']).get('Non-Disparagement');
    expect(chosen).toEqual({ boost: CUE_BOOSTS[1], threshold: expect.closeTo(0.6), f1: 1 });
  });
});

describe('FoldedTraining', () => {
  const escrow = 'The licensor shall deposit the source code with the escrow agent.';
  const filler = 'Invoices are payable within thirty days of receipt by the buyer.';
  const index = new FeatureIndex();
  const contracts = Array.from({ length: 10 }, (_, i) => {
    const text = [filler, `Notices go to office number ${i}.`, ...(i % 2 === 0 ? [escrow] : [])].join('\n');
    return prepareContract({ text, spans: { 'Source Code Escrow': i % 2 === 0 ? [escrow] : [] } }, index);
  });

  it('chooses a fold’s thresholds only with models that never saw that fold', () => {
    const trained: string[] = [];
    const training = new FoldedTraining(contracts, index.names(), (line) => trained.push(line));
    const model = training.tunedWithout([2], 'fold 3');
    const leftOut = (kind: string) =>
      trained.filter((line) => line.startsWith(kind)).map((line) => /without folds ([\d,]+)/.exec(line)?.[1]);
    // The sentence models and the document-level models alike.
    expect(leftOut('trained on')).toEqual(['0,2', '1,2', '2,3', '2,4']);
    expect(leftOut('document models')).toEqual(['0,2', '1,2', '2,3', '2,4']);
    const threshold = model.categories['Source Code Escrow']?.threshold ?? NEVER;
    const best = (i: number) =>
      bestSentenceScores(model, contracts[i] as PreparedContract, index.names()).get(
        'Source Code Escrow',
      )?.[0] ?? 0;
    // Fold 3 holds contracts 2 (with the clause) and 7 (without): the threshold tells them apart.
    expect(best(2)).toBeGreaterThan(threshold);
    expect(best(7)).toBeLessThan(threshold);
    // The inner model without folds {2, 3} is the one fold 4's thresholds use too: trained once.
    training.tunedWithout([3], 'fold 4');
    expect(trained.filter((line) => line.includes('without folds 2,3'))).toHaveLength(2);
    // The candidate with document-level models shares the sentence model; the shipped one has none.
    const { model: shipped, withDocument } = training.tunedPairWithout([2], 'fold 3');
    expect(shipped.document).toBeUndefined();
    expect(withDocument.document?.['Source Code Escrow']).toBeDefined();
    expect(withDocument.categories).toEqual(shipped.categories);
  });
});
