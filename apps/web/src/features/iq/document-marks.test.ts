import type { Finding } from '@lexi/shared/api/iq';
import { describe, expect, it } from 'vitest';
import { textPieces } from './document-marks.ts';

const finding = (spans: [number, number][]): Finding => ({
  category: 'Anti-Assignment',
  present: true,
  risk: 'medium',
  reason: 'r',
  spans: spans.map(([start, end]) => ({ start, end, text: '', clause_index: 0, confidence: 1 })),
});

describe('the document view’s pieces', () => {
  it('cuts the text at each passage and says which passages cover each piece', () => {
    const pieces = textPieces(20, [finding([[2, 8]]), finding([[5, 12]])]);
    expect(pieces).toEqual([
      { start: 0, end: 2, keys: [] },
      { start: 2, end: 5, keys: ['0-0'] },
      { start: 5, end: 8, keys: ['0-0', '1-0'] },
      { start: 8, end: 12, keys: ['1-0'] },
      { start: 12, end: 20, keys: [] },
    ]);
  });

  it('clips passages outside the text and covers the whole text exactly once', () => {
    const pieces = textPieces(10, [
      finding([
        [8, 40],
        [50, 60],
        [-3, 1],
      ]),
    ]);
    expect(pieces.map((p) => [p.start, p.end])).toEqual([
      [0, 1],
      [1, 8],
      [8, 10],
    ]);
    expect(pieces[0]?.keys).toEqual(['0-2']);
    expect(pieces[2]?.keys).toEqual(['0-0']);
    expect(textPieces(0, [])).toEqual([]);
  });
});
