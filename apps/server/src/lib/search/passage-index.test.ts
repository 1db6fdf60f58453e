import { describe, expect, it } from 'vitest';
import { Bm25Index } from './bm25-index.ts';
import { PassageIndex } from './passage-index.ts';

const split = (text: string) => text.split(' ');
const bm25 = { k1: 1.2, b: 0.75 };

describe('the best-passage score', () => {
  it('cuts a document into overlapping windows, the last one shorter', () => {
    const index = new PassageIndex({ window: 100, stride: 50, bm25 });
    expect(index.windows(250)).toEqual([
      [0, 100],
      [50, 150],
      [100, 200],
      [150, 250],
    ]);
    expect(index.windows(80)).toEqual([[0, 80]]);
    expect(index.windows(120)).toEqual([
      [0, 100],
      [50, 120],
    ]);
  });

  it('scores the best window by BM25 over passages, as computed by hand', () => {
    const index = new PassageIndex({ window: 4, stride: 2, bm25 });
    // d1's passages: [a b c d] [c d e f] [e f g]; d2's: [a x y z].
    index.add('d1', split('a b c d e f g'));
    index.add('d2', split('a x y z'));
    // 4 passages of total length 4 + 4 + 3 + 4 = 15, average 3.75; "a" and "e" are in 2 each.
    const idf = (df: number) => Math.log(1 + (4 - df + 0.5) / (df + 0.5));
    expect(index.idf('e')).toBeCloseTo(idf(2), 12);
    expect(index.idf('g')).toBeCloseTo(idf(1), 12);
    const term = (tf: number, length: number) => (tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * length) / 3.75));
    // Query "a e": no window of d1 holds both; [c d e f] and [a b c d] tie (length 4), [e f g] is
    // shorter and so scores higher.
    const query = new Map([
      ['a', 1],
      ['e', 1],
    ]);
    expect(index.bestScore('d1', query)).toBeCloseTo(idf(2) * term(1, 3), 12);
    expect(index.bestScore('d2', query)).toBeCloseTo(idf(2) * term(1, 4), 12);
    // The weight of a query term multiplies its part; unknown terms and documents score 0.
    expect(index.bestScore('d2', new Map([['a', 2]]))).toBeCloseTo(2 * idf(2) * term(1, 4), 12);
    expect(index.bestScore('d2', new Map([['q', 1]]))).toBe(0);
    expect(index.bestScore('nope', query)).toBe(0);
    // Every window's score in the document's order, and the words of each window.
    const windows = index.windowScores('d1', query);
    expect([...windows].map((x) => Number(x.toFixed(12)))).toEqual(
      [idf(2) * term(1, 4), idf(2) * term(1, 4), idf(2) * term(1, 3)].map((x) => Number(x.toFixed(12))),
    );
    expect(index.windowScores('nope', query)).toHaveLength(0);
    expect(index.passageTerms('d1', 1)).toEqual(['c', 'd', 'e', 'f']);
    expect(index.passageTerms('d1', 2)).toEqual(['e', 'f', 'g']);
    expect(index.passageTerms('d1', 3)).toEqual([]);
  });

  it('prefers a document whose matching words stand together over one that scatters them', () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `w${i % 40}`);
    const together = [...filler(200), 'bail', 'arrest', 'surety', ...filler(200)];
    const scattered = [
      ...filler(130),
      'bail',
      ...filler(130),
      'arrest',
      ...filler(130),
      'surety',
      ...filler(10),
    ];
    const query = new Map([
      ['bail', 1],
      ['arrest', 1],
      ['surety', 1],
    ]);
    const whole = new Bm25Index(bm25);
    const passages = new PassageIndex({ window: 100, stride: 50, bm25 });
    for (const [id, terms] of [
      ['together', together],
      ['scattered', scattered],
    ] as const) {
      whole.add(id, terms);
      passages.add(id, terms);
    }
    // Same words, same length: the whole-document score cannot tell them apart.
    const [first, second] = whole.search(query, 2);
    expect(first?.score).toBeCloseTo(second?.score ?? 0, 12);
    expect(passages.bestScore('together', query)).toBeGreaterThan(2 * passages.bestScore('scattered', query));
  });
});
