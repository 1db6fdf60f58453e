import { describe, expect, it } from 'vitest';
import { buildNearestTfidf, NearestTfidf, termHash } from './nearest-tfidf.ts';

const words = (text: string) => text.split(' ');
// Document frequencies out of 100 documents: "shall" and "party" are common, the others rare.
const DF: Record<string, number> = { shall: 90, party: 80, customer: 5, solicit: 2, price: 3, lower: 4 };
const df = (term: string) => DF[term] ?? 1;

const data = buildNearestTfidf(
  new Map([
    ['solicit', [words('party shall not solicit customer'), words('no solicit')]],
    ['price', [words('shall not price lower')]],
  ]),
  df,
  100,
);

describe('the nearest exemplar by TF-IDF cosine', () => {
  it('gives 1 for an exemplar itself and 0 for a query sharing no term', () => {
    const index = new NearestTfidf(data);
    expect(index.names).toEqual(['solicit', 'price']);
    const [solicit, price] = index.bestPerGroup(words('party shall not solicit customer'));
    expect(solicit).toBeCloseTo(1, 2);
    expect(price).toBeGreaterThan(0);
    expect([...index.bestPerGroup(words('governing law'))]).toEqual([0, 0]);
  });

  it('weighs a rare shared term above a common one', () => {
    const index = new NearestTfidf(data);
    const [rare] = index.bestPerGroup(words('solicit customer'));
    const [common] = index.bestPerGroup(words('party shall'));
    expect(rare).toBeGreaterThan(common as number);
  });

  it('keeps hashes, not terms, and reads the same after a JSON round trip', () => {
    const json = JSON.stringify(data);
    expect(json).not.toContain('solicit customer');
    expect(json).not.toContain('lower');
    const again = new NearestTfidf(JSON.parse(json));
    const query = words('the party shall not solicit any customer');
    expect([...again.bestPerGroup(query)]).toEqual([...new NearestTfidf(data).bestPerGroup(query)]);
    expect(termHash('solicit')).toBe(termHash('solicit'));
    expect(termHash('solicit')).not.toBe(termHash('solicits'));
  });
});
