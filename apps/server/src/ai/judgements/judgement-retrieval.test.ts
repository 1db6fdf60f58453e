import { describe, expect, it } from 'vitest';
import { porterStem } from '../../lib/text/porter-stemmer.ts';
import { bestPassage } from './best-passage.ts';
import { counterpartSections, expandQuery } from './expand-query.ts';
import { legalAnalyser, plainAnalyser } from './legal-analyser.ts';
import { JUDGEMENT_SEARCH, Retriever, STATUTE_SEARCH } from './retriever.ts';

describe('the Porter stemmer', () => {
  it('stems the words of the algorithm paper and legal words alike', () => {
    const cases: [string, string][] = [
      ['caresses', 'caress'],
      ['ponies', 'poni'],
      ['agreed', 'agre'],
      ['hopping', 'hop'],
      ['filing', 'file'],
      ['relational', 'relat'],
      ['arrested', 'arrest'],
      ['arrests', 'arrest'],
      ['arresting', 'arrest'],
      ['cheating', 'cheat'],
      ['cheated', 'cheat'],
      ['negligence', 'neglig'],
      ['negligent', 'neglig'],
      ['498a', '498a'],
    ];
    for (const [word, stem] of cases) expect(porterStem(word), word).toBe(stem);
  });
});

describe('the legal query expansion', () => {
  it('maps cited IPC and CrPC sections to BNS and BNSS and back', () => {
    expect(counterpartSections('charged under Sections 420 and 406 IPC')).toEqual([
      '318',
      'bns',
      '316',
      'bns',
    ]);
    expect(counterpartSections('u/s 438 Cr.P.C.')).toEqual(['482', 'bnss']);
    expect(counterpartSections('Section 103(1) of the BNS')).toEqual(['302', 'ipc']);
    expect(counterpartSections('Section 498-A of the Indian Penal Code')).toEqual(['85', 'bns']);
    // A section of no named code, or one the table does not know, adds nothing.
    expect(counterpartSections('Section 420 of the Act, Section 999 IPC')).toEqual([]);
  });

  it('adds synonyms and counterpart sections at a lower weight, keeping typed terms', () => {
    const a = legalAnalyser();
    const query = expandQuery('The accused cheated him twice; cheating under Section 420 IPC.', a, {
      synonyms: 0.3,
      sections: 0.3,
    });
    expect(query.get('cheat')).toBe(2);
    expect(query.get('fraud')).toBeCloseTo(2 * 0.3);
    expect(query.get('318')).toBeCloseTo(0.3);
    expect(query.get('bn')).toBeCloseTo(0.3);
    expect(query.get('420')).toBe(1);
    // Role words and stop words are not searched.
    expect(query.has('the')).toBe(false);
    expect(query.has('accus')).toBe(true);
  });

  it('leaves the plain baseline as typed', () => {
    expect(plainAnalyser().terms('The arrested Appellant')).toEqual(['arrested', 'appellant']);
    expect(legalAnalyser().terms('The arrested Appellant')).toEqual(['arrest']);
  });
});

const corpus: [string, string][] = [
  [
    'bail',
    'The applicant apprehends arrest and prays for anticipatory bail. The court granted bail on a bond.',
  ],
  ['bns', 'The complaint alleged an offence under Section 318 of the BNS. The accused deceived the buyer.'],
  ['contract', 'The agreement was breached when the goods were not delivered. Damages were awarded.'],
  ['arrests', 'Guidelines on arrests by the police were issued. Every arrest memo must be signed.'],
];

describe('ranking on a small corpus', () => {
  const build = (mode: 'legal' | 'plain') => {
    const r = new Retriever(mode, mode === 'legal' ? JUDGEMENT_SEARCH : undefined);
    for (const [id, text] of corpus) r.add(id, text);
    return r;
  };
  const legal = build('legal');
  const plain = build('plain');
  const ids = (r: Retriever, text: string) => r.rank(text, 10).map((h) => h.docId);

  it('finds a judgement citing the new code from facts citing the old one', () => {
    expect(ids(legal, 'case under Section 420 IPC')[0]).toBe('bns');
    // The baseline only shares the word "section" with it.
    expect(plain.query('case under Section 420 IPC').has('318')).toBe(false);
    expect(legal.query('case under Section 420 IPC').has('318')).toBe(true);
  });

  it('matches inflected words through stemming and legal words through synonyms', () => {
    expect(ids(legal, 'he was arrested')[0]).toBe('arrests');
    expect(ids(plain, 'he was arrested')).toEqual([]);
    // Judgement search adds no synonyms (they did not help on the AILA tuning queries); statutes do.
    expect(ids(legal, 'the seller committed fraud')).toEqual([]);
    const withSynonyms = new Retriever('legal', STATUTE_SEARCH);
    for (const [id, text] of corpus) withSynonyms.add(id, text);
    expect(ids(withSynonyms, 'the seller committed fraud')).toEqual(['bns']);
    expect(ids(legal, 'breach of contract by the seller')[0]).toBe('contract');
  });

  it('ranks by BM25: a rarer shared term outweighs a common one', () => {
    const r = new Retriever('plain');
    r.add('a', 'land land land dispute');
    r.add('b', 'land mortgage');
    r.add('c', 'land sale');
    expect(ids(r, 'land mortgage')).toEqual(['b', 'a', 'c']);
    expect(r.rank('nothing matches', 10)).toEqual([]);
  });

  it('fuses the best 100-term and 50-term passages by rank when asked to', () => {
    const words = ['lorem', 'ipsum', 'dolor', 'amet', 'tempor', 'magna', 'aliqua'];
    const filler = (k: number) => Array.from({ length: k }, (_, i) => words[i % 7]).join(' ');
    const r = new Retriever('legal', JUDGEMENT_SEARCH);
    // "spread": bail twice within 10 terms and arrest 90 terms later; "close": both side by side.
    r.add('spread', `bail ${filler(9)} bail ${filler(88)} arrest`);
    r.add('close', `bail arrest scooter ${filler(97)}`);
    r.add('other', `tenant rent ${filler(98)}`);
    const facts = r.query('bail arrest');
    const first = { query: r.query('scooter bail'), candidates: 2 };
    // The 100-term passage alone: spread holds more of the facts' words.
    expect(r.rankQuery(facts, 3, first).map((h) => h.docId)).toEqual(['spread', 'close']);
    // Fused: first by one window, second by the other, a tie the candidates' order breaks.
    expect(r.rankQuery(facts, 3, { ...first, shortWindow: true }).map((h) => h.docId)).toEqual([
      'close',
      'spread',
    ]);
  });

  it('gives the passage that holds the query terms', () => {
    const text =
      'The appeal arises from a land dispute. The trial court decreed the suit. ' +
      'The High Court considered anticipatory bail. It held that arrest was not necessary. The appeal is dismissed.';
    const a = legalAnalyser();
    const passage = bestPassage(
      text,
      expandQuery('anticipatory bail before arrest', a, { synonyms: 0.3, sections: 0.3 }),
      (t) => a.terms(t),
      () => 1,
      { sentences: 2 },
    );
    expect(passage).toBe(
      'The High Court considered anticipatory bail. It held that arrest was not necessary.',
    );
  });
});
