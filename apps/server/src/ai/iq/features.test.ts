import { describe, expect, it } from 'vitest';
import { contractSentenceFeatures, sentenceFeatures } from './features.ts';
import { splitSentences } from './sentences.ts';

describe('sentence features', () => {
  it('gives every sentence of a numbered clause the words of its heading and its place', () => {
    const text = [
      'SUPPLY AGREEMENT',
      'The parties agree as follows.',
      '7. Assignment. Neither party may transfer its rights. Any attempt to do so is void.',
      '8. Notices. Notices are given in writing.',
    ].join('\n');
    const sentences = splitSentences(text);
    const features = contractSentenceFeatures(text, sentences);
    const of = (fragment: string) =>
      features[sentences.findIndex((r) => text.slice(r.start, r.end).includes(fragment))];
    expect(of('Any attempt')).toEqual(expect.arrayContaining(['h:assignment', 'any', 'any attempt', '^any']));
    expect(of('Any attempt')).not.toContain('h:notices');
    expect(of('in writing')).toContain('h:notices');
    expect(of('agree as follows')?.some((f) => f.startsWith('h:'))).toBe(false);
    expect(of('SUPPLY')).toContain('pos:0');
    expect(of('in writing')).toContain('pos:3');
    expect(sentenceFeatures('Royalties of 5% are due.')).toEqual(
      expect.arrayContaining(['royalties', '0', 'cue:Revenue/Profit Sharing']),
    );
  });

  it('reads a hyphenated "non-" as one word with what it negates', () => {
    const features = sentenceFeatures('Licensor grants a non-exclusive, non- transferable license.');
    expect(features).toEqual(expect.arrayContaining(['nonexclusive', 'nontransferable', 'a nonexclusive']));
    expect(features).not.toContain('exclusive');
    expect(features).not.toContain('non');
  });
});
