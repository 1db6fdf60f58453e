import { describe, expect, it } from 'vitest';
import {
  chooseByCrossValidation,
  type Scored,
  sequentialChoice,
  settingsPicked,
} from './cross-validation.ts';

// 15 queries (13 tuned, 2 held out; folds by index mod 5), average precision per query.
const aps = (first: number, rest: number, at?: { index: number; value: number }) =>
  [...Array(15).keys()].map((i) => (i === at?.index ? at.value : i < 13 ? first : rest));

describe('choosing a setting on some queries and scoring it on the others', () => {
  it('scores each query by the setting best on the others, the first on a tie', () => {
    const grid: Scored[] = [
      { name: 'steady', aps: aps(0.3, 0.3) },
      // Best on the first 13 by one query only: left out, that query is scored by "steady".
      { name: 'one query', aps: aps(0.25, 0.25, { index: 0, value: 1 }) },
    ];
    const c = chooseByCrossValidation(grid);
    expect(c.split.name).toBe('one query');
    expect(c.split.heldOut).toBeCloseTo(0.25, 10);
    // Left out, query 0 is scored by "steady" (0.3); the others by "one query" (0.25).
    expect(c.leaveOneOut).toBeCloseTo((0.3 + 14 * 0.25) / 15, 10);
    expect(c.picks.sort()).toEqual(['one query', 'steady']);
    expect(chooseByCrossValidation([grid[0] as Scored, grid[0] as Scored]).leaveOneOut).toBeCloseTo(0.3, 10);
  });

  it('repeats a choice made in two steps: the setting alone, then the option at that setting', () => {
    // Two settings; setting 1 is better alone everywhere, so every fold picks it.
    const alone: Scored[] = [
      { name: 'setting 0', aps: aps(0.1, 0.1) },
      { name: 'setting 1', aps: aps(0.2, 0.2) },
    ];
    expect(settingsPicked(alone)).toEqual([1]);
    const asked: number[] = [];
    const optionsAt = (setting: number): Scored[] => {
      asked.push(setting);
      return [
        { name: `setting ${setting}, none`, aps: aps(0.2, 0.2) },
        // Better on the first 13, worse on the held-out 2 and wherever the folds hold it out.
        { name: `setting ${setting}, weighed`, aps: aps(0.3, 0) },
      ];
    };
    const c = sequentialChoice(alone, optionsAt);
    expect(new Set(asked)).toEqual(new Set([1]));
    expect(c.split.name).toBe('setting 1, weighed');
    expect(c.split.tuned).toBeCloseTo(0.3, 10);
    expect(c.split.heldOut).toBe(0);
    // Every training set holds 11 or more of the first 13, so "weighed" is chosen everywhere.
    expect(c.leaveOneOut).toBeCloseTo((13 * 0.3) / 15, 10);
    expect(c.fiveFold).toBeCloseTo((13 * 0.3) / 15, 10);
    expect(c.picks).toEqual(['setting 1, weighed']);
  });
});
