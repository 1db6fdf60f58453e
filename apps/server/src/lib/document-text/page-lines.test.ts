import { describe, expect, it } from 'vitest';
import { pageLines } from './page-lines.ts';
import type { TextRun } from './pdf-page-items.ts';

/** A run of `size`-point text at (x, y), as wide as its characters at half an em each. */
const run = (text: string, x: number, y: number, size = 11): TextRun => ({
  text,
  x,
  y,
  size,
  width: text.length * size * 0.5,
});

describe('pageLines', () => {
  it('keeps a superscript on its line, where it stands in the word', () => {
    // "2nd Floor": the ordinal's "nd" is smaller and raised a third of an em; it sorts first.
    const lines = pageLines([
      run('2', 200, 700),
      run('nd', 205.5, 703.7, 7),
      run(' Floor, Transpacific Haus', 212.5, 700),
      run('Lini Highway, Port Vila. Vanuatu', 200, 686),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      '2nd Floor, Transpacific Haus',
      'Lini Highway, Port Vila. Vanuatu',
    ]);
    expect(lines[0]?.y).toBe(700);
  });

  it('keeps a subscript on its line', () => {
    const lines = pageLines([run('H', 100, 500), run('2', 105.5, 497.5, 7), run('O is water', 109, 500)]);
    expect(lines.map((l) => l.text)).toEqual(['H2O is water']);
  });

  it('does not fold a large heading into the text just under it, nor two close lines into one', () => {
    const lines = pageLines([
      run('AGREEMENT', 100, 711, 24),
      run('This agreement is made on the first day of June.', 100, 700, 10),
      run('Between the parties named below and their heirs.', 100, 690, 10),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'AGREEMENT',
      'This agreement is made on the first day of June.',
      'Between the parties named below and their heirs.',
    ]);
  });
});
