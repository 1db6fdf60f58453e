import { describe, expect, it } from 'vitest';
import { legalAnalyser } from './legal-analyser.ts';
import { JUDGEMENT_SEARCH, Retriever } from './retriever.ts';
import { withStatuteText } from './statute-expansion.ts';

describe('judgements found through the statutes the facts retrieve', () => {
  const analyser = legalAnalyser();

  it('joins the facts and the statutes, each side summing to 1, a statute weighing 1 / its rank', () => {
    const facts = new Map([
      ['husband', 3],
      ['dowri', 1],
    ]);
    const expanded = withStatuteText(facts, ['Dowry death', 'Cruelty cruelty'], analyser, 0.5);
    // Facts: 3/4 and 1/4. Statutes: "dowri" 1/2 and "death" 1/2 from the first (rank 1), "cruelti"
    // twice 1/4 from the second (rank 2): 1.5 in all, scaled to 1, at weight 0.5.
    expect(expanded.get('husband')).toBeCloseTo(0.75, 12);
    expect(expanded.get('dowri')).toBeCloseTo(0.25 + (0.5 * 0.5) / 1.5, 12);
    expect(expanded.get('death')).toBeCloseTo((0.5 * 0.5) / 1.5, 12);
    expect(expanded.get('cruelti')).toBeCloseTo((0.5 * 0.5) / 1.5, 12);
    // No statute, or weight 0: the facts alone, scaled.
    expect([...withStatuteText(facts, [], analyser, 0.5)]).toEqual([
      ['husband', 0.75],
      ['dowri', 0.25],
    ]);
  });

  it('lets the statutes choose the candidates while the facts rank them by their passages', () => {
    const r = new Retriever('legal', JUDGEMENT_SEARCH);
    r.add('story', 'The husband quarrelled with his wife over money and gifts at the wedding.');
    r.add('law', 'A dowry death: the wife died within seven years of marriage after cruelty for dowry.');
    r.add('other', 'The landlord sought eviction of the tenant for arrears of rent.');
    const facts = r.query('husband wife quarrel gifts dowry');
    // One candidate: the facts alone propose the story; joined by the statute, the judgement on it.
    expect(r.rankQuery(facts, 1, { candidates: 1 }).map((h) => h.docId)).toEqual(['story']);
    const joined = withStatuteText(facts, ['Dowry death cruelty marriage'], r.analyser, 3);
    expect(r.rankQuery(facts, 1, { query: joined, candidates: 1 }).map((h) => h.docId)).toEqual(['law']);
    // The candidates' order is the facts' best passage, not the joined query's: with both
    // candidates, the story (four facts' words) leads the judgement on the law (two).
    expect(r.rankQuery(facts, 3, { query: joined, candidates: 2 }).map((h) => h.docId)).toEqual([
      'story',
      'law',
    ]);
  });
});
