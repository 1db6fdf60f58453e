import { describe, expect, it } from 'vitest';
import { spanRank } from '../span-ranking.ts';
import { fitSpanRankings, type RankingSamples } from './span-ranking-fit.ts';

/**
 * Two categories whose sentence log-odds mean different things: for Insurance a sentence at z = 0 is
 * marked about half the time, for Audit Rights one at z = 4 is (its model scores high). A cue adds 2
 * to the Audit Rights log-odds the averaged model will show.
 */
function samples(): RankingSamples {
  const rows = (centre: number, cueEvery: number) => {
    const z: number[] = [];
    const cue: boolean[] = [];
    const marked: (0 | 1)[] = [];
    for (let i = 0; i < 400; i += 1) {
      const value = -6 + (i % 80) / 6.6;
      const hasCue = cueEvery > 0 && i % cueEvery === 0;
      const shown = value + (hasCue ? 2 : 0);
      z.push(value);
      cue.push(hasCue);
      // Marked when the shown score is above the centre, with a band of disagreement around it.
      marked.push(shown > centre + ((i * 7) % 5) - 2 ? 1 : 0);
    }
    return { z, cue, marked };
  };
  return new Map([
    ['Insurance', rows(0, 0)],
    ['Audit Rights', rows(4, 3)],
  ]);
}

describe('fitSpanRankings', () => {
  it('maps each category’s log-odds to one probability scale', () => {
    const rankings = fitSpanRankings(samples(), (category) => (category === 'Audit Rights' ? 2 : 0));
    const insurance = rankings.Insurance;
    const audit = rankings['Audit Rights'];
    expect(insurance?.scale).toBeGreaterThan(0);
    expect(spanRank(insurance, 0, 0.5)).toBeCloseTo(0.5, 1);
    expect(spanRank(audit, 4, 0.5)).toBeCloseTo(0.5, 1);
    // The same raw log-odds rank an Insurance sentence above an Audit Rights one.
    expect(spanRank(insurance, 2, 0.5)).toBeGreaterThan(spanRank(audit, 2, 0.5));
  });

  it('weighs the dense log-odds beside the sentence’s when the samples carry them', () => {
    const z = Array.from({ length: 200 }, (_, i) => (i % 20) / 4 - 2);
    // The sentence log-odds alone confuse half the cases; the dense log-odds tell them apart.
    const marked = z.map((value, i) => {
      const agrees = i % 4 !== 0;
      return (value > 0 ? agrees : !agrees) ? 1 : 0;
    }) as (0 | 1)[];
    const dense = marked.map((m, i) => (m === 1 ? 1 : -1) + ((i * 3) % 7) / 7 - 0.5);
    const cue = z.map(() => false);
    const rankings = fitSpanRankings(new Map([['Insurance', { z, cue, marked, dense }]]), () => 0);
    const insurance = rankings.Insurance;
    expect(insurance?.dense).toBeGreaterThan(0);
    expect(spanRank(insurance, 1, 0.5, 1)).toBeGreaterThan(spanRank(insurance, 1, 0.5, -1));
    // Without dense samples the ranking has no dense weight, and reads none.
    expect(
      fitSpanRankings(new Map([['Insurance', { z, cue, marked }]]), () => 0).Insurance?.dense,
    ).toBeUndefined();
  });

  it('leaves out a category no held-out sentence was marked for', () => {
    const none: RankingSamples = new Map([['Insurance', { z: [1, 2], cue: [false, false], marked: [0, 0] }]]);
    expect(fitSpanRankings(none, () => 0)).toEqual({});
  });
});
