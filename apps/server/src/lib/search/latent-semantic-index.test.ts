import { describe, expect, it } from 'vitest';
import { LatentSemanticIndex } from './latent-semantic-index.ts';

const documents = [
  'dowry bride burnt husband cruelty',
  'dowry wife harassment cruelty husband',
  'bride dowry death husband',
  'contract breach damages sale',
  'sale goods contract damages',
  'breach contract agreement sale',
  'murder knife stabbed accused',
  'accused stabbed victim knife murder',
  'murder accused weapon victim',
].map((text) => text.split(' '));
const query = (text: string) => new Map(text.split(' ').map((t) => [t, 1]));
const best = (scores: Float64Array) =>
  [...scores.keys()].sort((x, y) => (scores[y] as number) - (scores[x] as number));

describe('latent semantic indexing', () => {
  it('brings together documents on one subject, even those sharing no word with the query', () => {
    const lsi = LatentSemanticIndex.build(documents, {
      dimensions: 3,
      oversample: 3,
      iterations: 2,
      seed: 1,
    });
    expect(lsi.size).toBe(9);
    expect(lsi.dimensions).toBe(3);
    // "weapon" is in one murder judgement only, "stabbed" in two: all three murder judgements come
    // first, the one with neither word among them.
    const murder = lsi.similarities(query('weapon stabbed'));
    expect(best(murder).slice(0, 3).sort()).toEqual([6, 7, 8]);
    expect(murder[6] as number).toBeGreaterThan(0.9);
    expect(Math.abs(murder[3] as number)).toBeLessThan(0.1);
    const dowry = lsi.similarities(query('bride husband'));
    expect(best(dowry).slice(0, 3).sort()).toEqual([0, 1, 2]);
  });

  it('with every dimension kept, is the cosine of the tf-idf rows', () => {
    const lsi = LatentSemanticIndex.build(documents, {
      dimensions: 9,
      oversample: 0,
      iterations: 2,
      seed: 1,
    });
    const self = lsi.similarities(new Map(documents[4]?.map((t) => [t, 1])));
    expect(self[4] as number).toBeCloseTo(1, 6);
    // "goods" is in document 4 only (left out); its other words are all in document 3.
    expect(self[3] as number).toBeGreaterThan(self[5] as number);
    expect(self[0] as number).toBeCloseTo(0, 6);
  });

  it('answers nothing for a query of unknown words, and is the same space for the same seed', () => {
    const a = LatentSemanticIndex.build(documents, { dimensions: 3, oversample: 3, iterations: 1, seed: 7 });
    const b = LatentSemanticIndex.build(documents, { dimensions: 3, oversample: 3, iterations: 1, seed: 7 });
    expect([...a.similarities(query('zebra'))].every((x) => x === 0)).toBe(true);
    expect([...a.similarities(query('sale'))]).toEqual([...b.similarities(query('sale'))]);
  });
});
