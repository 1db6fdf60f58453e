import { describe, expect, it } from 'vitest';
import { type RedlineRun, redlineDiff } from './redline-diff.ts';

const joined = (runs: RedlineRun[], kind: RedlineRun['kind']) =>
  runs
    .filter((r) => r.kind === kind)
    .map((r) => r.text)
    .join('');

describe('redlineDiff', () => {
  it('marks deleted and inserted words and keeps the rest', () => {
    const runs = redlineDiff(
      'Customer may not assign this Agreement.',
      'Neither party may not assign this Agreement unreasonably.',
    );
    const original = runs
      .filter((r) => r.kind !== 'insert')
      .map((r) => r.text)
      .join('');
    const proposed = runs
      .filter((r) => r.kind !== 'delete')
      .map((r) => r.text)
      .join('');
    expect(original).toBe('Customer may not assign this Agreement.');
    expect(proposed).toBe('Neither party may not assign this Agreement unreasonably.');
    expect(runs.some((r) => r.kind === 'delete' && r.text.includes('Customer'))).toBe(true);
    expect(runs.some((r) => r.kind === 'insert' && r.text.includes('unreasonably'))).toBe(true);
    expect(joined(runs, 'same')).toContain('may not assign this');
  });

  it('gives one run for equal texts and only an insertion for an added clause', () => {
    expect(redlineDiff('Same text.', 'Same text.')).toEqual([{ kind: 'same', text: 'Same text.' }]);
    expect(redlineDiff('', 'New clause.')).toEqual([{ kind: 'insert', text: 'New clause.' }]);
  });

  it('marks a changed stop, not the word before it, and keeps every character', () => {
    const original = 'listed in schedule A of this agreement.';
    const proposed = 'listed in schedule A of this agreement, provided that exclusivity ends on notice.';
    const runs = redlineDiff(original, proposed);
    expect(runs).toEqual([
      { kind: 'same', text: 'listed in schedule A of this agreement' },
      { kind: 'insert', text: ', provided that exclusivity ends on notice' },
      { kind: 'same', text: '.' },
    ]);
    const spaced = '  (a) Either party’s stock,\n  is transferred.  ';
    expect(joined(redlineDiff(spaced, spaced), 'same')).toBe(spaced);
  });
});
