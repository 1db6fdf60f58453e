import { describe, expect, it } from 'vitest';
import { CitationCounts } from './citation-counts.ts';
import { JUDGEMENT_SEARCH, Retriever } from './retriever.ts';

describe('how often the corpus cites each judgement', () => {
  const corpus = () => {
    const c = new CitationCounts();
    c.add(
      'A',
      'Ram Kumar and Others v State of Punjab',
      'Ram Kumar v State of Punjab\nThe appeal is allowed.',
    );
    c.add(
      'B',
      'Sita Devi v Union of India',
      'As held in Ram Kumar v. State of Punjab, (1970) 1 SCC 1, and again in Ram Kumar vs State of Punjab, bail is the rule.',
    );
    c.add(
      'C',
      'Mohan Lal v State of Haryana',
      'Relying on Ram Kumar versus State, and on Sita Devi v. Union of India, the appeal fails.',
    );
    c.add(
      'D',
      'Hari Singh v State of Punjab',
      'Shyam Kumar v. State of Punjab is distinguished; Kumar v. Ram is no authority.',
    );
    return c;
  };

  it("counts the other judgements that name a title's parties, each judgement once", () => {
    const c = corpus();
    // A is cited by B (twice, counted once) and C ("and Others" is not part of the citation); its
    // own first line does not count; "Shyam Kumar v. State" is another case.
    expect(c.count('A')).toBe(2);
    expect(c.count('B')).toBe(1);
    expect(c.count('C')).toBe(0);
    expect(c.count('D')).toBe(0);
    expect(c.count('unknown')).toBe(0);
    expect(c.priors()).toEqual(
      new Map([
        ['A', Math.log(3)],
        ['B', Math.log(2)],
      ]),
    );
  });

  it('tells which judgements each one cites', () => {
    const c = corpus();
    expect([...c.cites('B')]).toEqual(['A']);
    expect([...c.cites('C')].sort()).toEqual(['A', 'B']);
    expect(c.cites('A').size).toBe(0);
    expect(c.cites('D').size).toBe(0);
    expect(c.cites('unknown').size).toBe(0);
    expect([...c.links().keys()].sort()).toEqual(['B', 'C']);
  });

  it('counts a judgement added after the one citing it', () => {
    const c = new CitationCounts();
    c.add('B', 'Sita Devi v Union of India', 'See Ram Kumar v. State of Punjab.');
    expect(c.count('A')).toBe(0);
    c.add('A', 'Ram Kumar v State of Punjab', 'The appeal is allowed.');
    expect(c.count('A')).toBe(1);
  });

  it('lets the prior choose between candidates the query scores alike', () => {
    const r = new Retriever('legal', JUDGEMENT_SEARCH);
    r.add('rare', 'Anticipatory bail was refused to the accused.');
    r.add('cited', 'Anticipatory bail was refused to the accused.');
    r.add('other', 'The tenant was evicted for arrears of rent.');
    const facts = r.query('anticipatory bail refused');
    // One candidate: without a prior the first added leads; with one, the cited judgement.
    expect(r.rankQuery(facts, 1, { candidates: 1 }).map((h) => h.docId)).toEqual(['rare']);
    r.setPrior(new Map([['cited', Math.log(2)]]));
    expect(r.rankQuery(facts, 1, { candidates: 1 }).map((h) => h.docId)).toEqual(['rare']);
    expect(r.rankQuery(facts, 2, { candidates: 1, prior: 0.02 }).map((h) => h.docId)).toEqual([
      'cited',
      'rare',
    ]);
    // The prior does not bring in a judgement that holds none of the query's words.
    r.setPrior(new Map([['other', 10]]));
    expect(r.rankQuery(facts, 3, { candidates: 3, prior: 1 }).map((h) => h.docId)).not.toContain('other');
  });
});
