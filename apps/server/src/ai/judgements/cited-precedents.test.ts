import { describe, expect, it } from 'vitest';
import { CitationCounts } from './citation-counts.ts';
import { CITED_PRECEDENTS, citedPrecedents } from './cited-precedents.ts';
import { JUDGEMENT_SEARCH, Retriever } from './retriever.ts';
import { STATUTE_BRIDGE } from './statute-bridge.ts';

describe('the precedents that judgements on like facts cite', () => {
  const citing = new Map<string, string[]>([
    ['n1', ['P', 'Q']],
    ['n2', ['Q']],
    ['n3', ['R', 'S']],
    ['n4', ['T']],
  ]);
  const cites = (id: string) => new Set(citing.get(id) ?? []);

  it('counts each citing judgement 1 / its rank, and keeps the first few, ties by id', () => {
    const params = { voters: 3, joined: 3 };
    // Q: 1 + 1/2; P: 1; R and S: 1/3 each (R first by id); n4 is not a voter.
    expect(citedPrecedents(['n1', 'n2', 'n3', 'n4'], cites, params)).toEqual(['Q', 'P', 'R']);
    expect(citedPrecedents(['n3', 'n1'], cites, { voters: 2, joined: 10 })).toEqual(['R', 'S', 'P', 'Q']);
    expect(citedPrecedents(['n4'], cites, { voters: 0, joined: 5 })).toEqual([]);
    expect(citedPrecedents(['unknown'], cites, params)).toEqual([]);
  });

  it('takes the statute bridge’s voters and joins five', () => {
    expect(CITED_PRECEDENTS).toEqual({ voters: STATUTE_BRIDGE.perQuery, joined: 5 });
  });

  it('brings a precedent that shares few of the facts’ words among the candidates', () => {
    const r = new Retriever('legal', JUDGEMENT_SEARCH);
    const citations = new CitationCounts();
    const add = (id: string, title: string, text: string) => {
      r.add(id, `${title}\n${text}`);
      citations.add(id, title, text);
    };
    add(
      'like1',
      'Asha v State',
      'The husband set his wife on fire for dowry. Following Kamla v Union, convicted.',
    );
    add('like2', 'Bina v State', 'Dowry demands, the wife burnt by her husband; see Kamla v. Union.');
    add(
      'precedent',
      'Kamla v Union of India',
      'Dowry: the burden of proof shifts once cruelty soon before death is shown.',
    );
    add(
      'other',
      'Ravi v State',
      'The husband and his wife quarrelled over a dowry of land, and the wife left.',
    );
    const facts = r.query('husband burnt wife for dowry');
    const neighbours = r.rank('husband burnt wife for dowry', 300).map((hit) => hit.docId);
    const join = citedPrecedents(neighbours, (id) => citations.cites(id));
    expect(join).toEqual(['precedent']);
    // Two candidates: the precedent is not among them, unless it joins; then its passage ranks it.
    const two = r.rankQuery(facts, 4, { candidates: 2 }).map((h) => h.docId);
    expect(two.slice(0, 2)).not.toContain('precedent');
    const joined = r.rankQuery(facts, 4, { candidates: 2, join }).map((h) => h.docId);
    expect(joined.slice(0, 3)).toContain('precedent');
    expect(new Set(joined).size).toBe(joined.length);
    // A candidate already proposed is not counted twice.
    const again = r.rankQuery(facts, 4, { candidates: 4, join: [two[0] as string] }).map((h) => h.docId);
    expect(again.sort()).toEqual(['like1', 'like2', 'other', 'precedent']);
  });
});
