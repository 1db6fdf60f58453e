import { describe, expect, it } from 'vitest';
import { wordsForFeatures } from './features.ts';
import { embeddingFeatures, sentenceVector } from './word-vectors.ts';

const vectorOf = (sentence: string) => sentenceVector(wordsForFeatures(sentence)) as Float32Array;
const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  a.forEach((x, i) => {
    const y = b[i] as number;
    dot += x * y;
    aa += x * x;
    bb += y * y;
  });
  return dot / Math.sqrt(aa * bb);
};
const shared = (a: string[], b: string[]) => a.filter((f) => b.includes(f)).length;

describe('word vectors', () => {
  it('give a sentence the weighted mean of its known words, the rare words counting most', () => {
    expect(sentenceVector(['zzqx', 'qqzv'])).toBeUndefined();
    const royalty = vectorOf('royalty');
    // "the" and "of" weigh little beside "royalty": the sentence stays close to the word.
    expect(cosine(vectorOf('the royalty of the'), royalty)).toBeGreaterThan(0.95);
    expect(vectorOf('royalty')).toHaveLength(100);
  });

  it('place sentences of one kind of clause nearer each other than sentences of another', () => {
    const price = 'Supplier shall not increase the prices of the Products during the first year.';
    const fees = 'Vendor may not raise its fees for twelve months after the Effective Date.';
    const law = 'This Agreement shall be governed by the laws of the State of New York.';
    expect(cosine(vectorOf(price), vectorOf(fees))).toBeGreaterThan(cosine(vectorOf(price), vectorOf(law)));
    const features = (s: string) => embeddingFeatures(sentenceVector(wordsForFeatures(s)));
    expect(shared(features(price), features(fees))).toBeGreaterThan(shared(features(price), features(law)));
  });

  it('read each dimension as above or below the usual sentence, at most one feature per dimension', () => {
    const features = embeddingFeatures(
      sentenceVector(wordsForFeatures('Licensee shall pay royalties on Net Sales.')),
    );
    expect(features.length).toBeGreaterThan(0);
    expect(features.every((f) => /^e:\d+[+-]$/.test(f))).toBe(true);
    const dimensions = features.map((f) => f.slice(0, -1));
    expect(new Set(dimensions).size).toBe(dimensions.length);
    expect(embeddingFeatures(sentenceVector(['zzqx']))).toEqual([]);
  });
});
