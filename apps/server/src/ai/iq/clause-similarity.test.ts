import { describe, expect, it } from 'vitest';
import { buildNearestTfidf } from '../../lib/search/nearest-tfidf.ts';
import { contractSimilarity, markedGroup, nearMissGroup, similarityTerms } from './clause-similarity.ts';
import { sentenceFeatures } from './features.ts';

const MFN = 'Most Favored Nation';
const terms = (sentence: string) => similarityTerms(sentenceFeatures(sentence));
const marked =
  'Supplier shall offer Buyer prices no less favorable than those offered to any other customer.';
const miss = 'Each party shall use the most favorable exchange rate published on the invoice date.';

describe('similarity to marked clauses', () => {
  it('reads words and word pairs only', () => {
    const read = terms(marked);
    expect(read).toContain('favorable');
    expect(read).toContain('less favorable');
    expect(read.some((t) => t.startsWith('^') || t.includes(':'))).toBe(false);
  });

  it('gives per category the best cosine and the best margin over the near misses', () => {
    const index = buildNearestTfidf(
      new Map([
        [markedGroup(MFN), [terms(marked)]],
        [nearMissGroup(MFN), [terms(miss)]],
      ]),
      () => 1,
      10,
    );
    const contract = [
      'This Agreement is governed by the laws of New York.',
      'Supplier shall offer Buyer prices no less favorable than those it offers any other customer.',
      miss,
    ].map((sentence) => sentenceFeatures(sentence));
    const [best, margin] = contractSimilarity(index, contract).get(MFN) ?? [];
    expect(best).toBeGreaterThan(0.7);
    expect(margin).toBeGreaterThan(0.5);
    expect(margin).toBeLessThan(best as number);
    // Without near misses in the index, the best cosine alone.
    const plain = buildNearestTfidf(new Map([[markedGroup(MFN), [terms(marked)]]]), () => 1, 10);
    expect(contractSimilarity(plain, contract).get(MFN)).toEqual([best]);
  });
});
