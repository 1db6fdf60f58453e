import { describe, expect, it } from 'vitest';
import { durationsIn, firstDuration, numberOfWords, sameDuration } from './duration.ts';

describe('reading periods as contracts write them', () => {
  it('reads words, figures in brackets, figures and hyphenated forms', () => {
    expect(firstDuration('for one (1) year')).toEqual({ amount: 1, unit: 'year' });
    expect(firstDuration('ninety (90) calendar days prior')).toEqual({ amount: 90, unit: 'day' });
    expect(firstDuration('successive 12 month periods')).toEqual({ amount: 12, unit: 'month' });
    expect(firstDuration('additional two-year terms')).toEqual({ amount: 2, unit: 'year' });
    expect(firstDuration('an additional year')).toEqual({ amount: 1, unit: 'year' });
    expect(firstDuration('(6) months')).toEqual({ amount: 6, unit: 'month' });
    expect(firstDuration('one hundred and eighty days')).toEqual({ amount: 180, unit: 'day' });
  });

  it('takes the figure when the words and the figure disagree', () => {
    expect(firstDuration('sixty (90) days')).toEqual({ amount: 90, unit: 'day' });
  });

  it('reads number words', () => {
    expect(numberOfWords('forty-five')).toBe(45);
    expect(numberOfWords('one hundred twenty')).toBe(120);
    expect(numberOfWords('several')).toBeNull();
  });

  it('finds every period, and none in a text without one', () => {
    expect(durationsIn('three (3) years, then one (1) year').map((m) => m.duration.amount)).toEqual([3, 1]);
    expect(durationsIn('Section 3 of the Agreement')).toEqual([]);
  });

  it('compares a year with twelve months and a week with seven days, not months with days', () => {
    expect(sameDuration({ amount: 1, unit: 'year' }, { amount: 12, unit: 'month' })).toBe(true);
    expect(sameDuration({ amount: 2, unit: 'week' }, { amount: 14, unit: 'day' })).toBe(true);
    expect(sameDuration({ amount: 3, unit: 'month' }, { amount: 90, unit: 'day' })).toBe(false);
  });
});
