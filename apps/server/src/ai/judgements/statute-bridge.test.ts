import { describe, expect, it } from 'vitest';
import { bridgeApplies, StatuteBridge } from './statute-bridge.ts';

describe('statutes found through the judgements that apply them', () => {
  const bridge = new StatuteBridge({ perStatute: 2, perQuery: 3, weight: 1 });
  // Each statute's own text retrieved these judgements, best first; only the first 2 are linked.
  bridge.link('murder', ['j1', 'j2', 'j9']);
  bridge.link('bail', ['j3', 'j1']);
  bridge.link('writ', ['j9', 'j8']);

  it('adds 1 / rank of each of the query’s first judgements to the statutes linked to it', () => {
    // j1 (rank 1) → murder, bail; j3 (rank 2) → bail; j2 (rank 3) → murder; j9 (rank 4) is past perQuery.
    expect(bridge.votes(['j1', 'j3', 'j2', 'j9'])).toEqual([
      { docId: 'bail', score: 1 + 1 / 2 },
      { docId: 'murder', score: 1 + 1 / 3 },
    ]);
    expect(bridge.votes(['j7'])).toEqual([]);
  });

  it('adds the two rankings scaled to [0, 1], so a statute the text alone missed can lead', () => {
    const own = [
      { docId: 'writ', score: 9 },
      { docId: 'murder', score: 5 },
      { docId: 'bail', score: 1 },
    ];
    const votes = [
      { docId: 'bail', score: 1.5 },
      { docId: 'murder', score: 0.5 },
    ];
    // writ 1 + 0, murder 0.5 + 0, bail 0 + 1: bail ties writ and follows it (the own order breaks ties).
    expect(bridge.fuse(own, votes)).toEqual([
      { docId: 'writ', score: 1 },
      { docId: 'bail', score: 1 },
      { docId: 'murder', score: 0.5 },
    ]);
    const heavy = new StatuteBridge({ perStatute: 2, perQuery: 3, weight: 4 });
    expect(heavy.fuse(own, votes).map((hit) => hit.docId)).toEqual(['bail', 'writ', 'murder']);
    // Without votes the own ranking stands.
    expect(bridge.fuse(own, []).map((hit) => hit.docId)).toEqual(['writ', 'murder', 'bail']);
  });

  it('applies only over a judgements corpus twenty times a statute’s links', () => {
    expect(bridgeApplies(57)).toBe(false);
    expect(bridgeApplies(2914)).toBe(true);
    expect(bridgeApplies(40, { perStatute: 2, perQuery: 3, weight: 1 })).toBe(true);
  });
});
