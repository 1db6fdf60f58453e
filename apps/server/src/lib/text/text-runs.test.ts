import { describe, expect, it } from 'vitest';
import { type FontChoice, splitIntoRuns } from './text-runs.ts';

/** Fonts by name: "latin" has ASCII and Latin-1, "deva" has Devanagari plus ASCII spaces, digits and punctuation. */
const coverage: Record<string, (codePoint: number) => boolean> = {
  latin: (c) => c < 0x250,
  deva: (c) =>
    (c >= 0x900 && c <= 0x97f) || c === 0x200d || (c < 0x80 && !/[A-Za-z]/.test(String.fromCodePoint(c))),
};
const choice: FontChoice<string> = {
  preferred: (c) => (c >= 0x900 && c <= 0x97f ? 'deva' : coverage.latin?.(c) ? 'latin' : undefined),
  has: (font, c) => coverage[font]?.(c) ?? false,
};
const runs = (text: string) => splitIntoRuns(text, choice).map((run) => [run.font ?? '?', run.text]);

describe('splitting text into runs of one font', () => {
  it('keeps a Devanagari name with its space, digits and punctuation in one run', () => {
    expect(runs('रमेश कुमार, 12')).toEqual([['deva', 'रमेश कुमार, 12']]);
  });

  it('starts a new run where the script changes, punctuation staying with the run before it', () => {
    expect(runs('Ramesh (रमेश) Kumar')).toEqual([
      ['latin', 'Ramesh ('],
      ['deva', 'रमेश) '],
      ['latin', 'Kumar'],
    ]);
  });

  it('keeps vowel signs, virama and joiners with their consonant', () => {
    expect(runs('Aक्‍ष')).toEqual([
      ['latin', 'A'],
      ['deva', 'क्‍ष'],
    ]);
  });

  it('puts characters no font has in runs of their own, their marks with them', () => {
    expect(runs('a日本\u0301b')).toEqual([
      ['latin', 'a'],
      ['?', '日本\u0301'],
      ['latin', 'b'],
    ]);
  });

  it('answers no run for empty text', () => {
    expect(runs('')).toEqual([]);
  });
});
