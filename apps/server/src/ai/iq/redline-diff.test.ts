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
});
