import { describe, expect, it } from 'vitest';
import {
  addToDate,
  CONTRACT_DATES,
  type DateReading,
  datesIn,
  firstDate,
  formatCalendarDate,
} from './calendar-date.ts';

const date = (year: number | null, month: number | null, day: number | null) => ({ year, month, day });

describe('reading dates as contracts write them', () => {
  it('reads the month first and the day first, with ordinals and abbreviations', () => {
    expect(firstDate('made as of June 21, 1999 by and between')).toEqual(date(1999, 6, 21));
    expect(firstDate('commencing the 1st day of September 2004')).toEqual(date(2004, 9, 1));
    expect(firstDate('shall commence on the 1st of      March, 2003,')).toEqual(date(2003, 3, 1));
    expect(firstDate('dated 22 Dec. 2017')).toEqual(date(2017, 12, 22));
    expect(firstDate('made on the 15t h day of January 2018')).toEqual(date(2018, 1, 15));
    expect(firstDate('Sept. 3rd, 2010')).toEqual(date(2010, 9, 3));
  });

  it('reads a day written in words', () => {
    expect(firstDate('this twenty-first day of June, 1999')).toEqual(date(1999, 6, 21));
    expect(firstDate('on this first day of May 2001')).toEqual(date(2001, 5, 1));
  });

  it('reads figures month first, unless the first cannot be a month, and ISO dates', () => {
    expect(firstDate('6/21/1999')).toEqual(date(1999, 6, 21));
    expect(firstDate('21/6/99')).toEqual(date(1999, 6, 21));
    expect(firstDate('on 2020-03-20')).toEqual(date(2020, 3, 20));
  });

  it('reads parts left blank as null', () => {
    expect(firstDate('this ___ day of _________, 2004')).toEqual(date(2004, null, null));
    expect(firstDate('[]/[]/2004')).toEqual(date(2004, null, null));
    expect(firstDate('June ___, 2004')).toEqual(date(2004, 6, null));
    expect(firstDate('AGREEMENT ___________, 2015')).toEqual(date(2015, null, null));
  });

  it('finds every date in order and nothing in other numbers', () => {
    expect(datesIn('from January 1, 2020 until December 31, 2020').map((m) => m.date)).toEqual([
      date(2020, 1, 1),
      date(2020, 12, 31),
    ]);
    expect(datesIn('Section 12.3 of the 1999 Plan, 45 units')).toEqual([]);
    expect(firstDate('13/13/2020')).toBeNull();
  });

  it('adds months (to the last day of a shorter month) and days, and writes a date', () => {
    expect(addToDate(date(1999, 6, 21), { months: 12 })).toEqual(date(2000, 6, 21));
    expect(addToDate(date(2020, 1, 31), { months: 1 })).toEqual(date(2020, 2, 29));
    expect(addToDate(date(2020, 12, 1), { days: 31 })).toEqual(date(2021, 1, 1));
    expect(addToDate(date(2020, null, null), { months: 1 })).toBeNull();
    expect(formatCalendarDate(date(2000, 6, 21))).toBe('June 21, 2000');
  });
});

describe('reading dates with other conventions', () => {
  const first = (text: string, change: Partial<DateReading>) =>
    datesIn(text, { ...CONTRACT_DATES, ...change })[0]?.date ?? null;
  const texts = (text: string, change: Partial<DateReading>) =>
    datesIn(text, { ...CONTRACT_DATES, ...change }).map((m) => m.text);

  it('reads figures day first or month first as the reading says, unless one reading is no date', () => {
    expect(first('paid on 05/03/2021', { numericOrder: 'day-first' })).toEqual(date(2021, 3, 5));
    expect(first('paid on 05/03/2021', {})).toEqual(date(2021, 5, 3));
    expect(first('paid on 04/25/2021', { numericOrder: 'day-first' })).toEqual(date(2021, 4, 25));
    expect(first('paid on 25/04/21', {})).toEqual(date(2021, 4, 25));
  });

  it('reads dots and hyphens between figures only where the reading allows them', () => {
    expect(first('paid on 05.03.2021', { numericSeparators: './-', numericOrder: 'day-first' })).toEqual(
      date(2021, 3, 5),
    );
    expect(first('paid on 05-03-21', { numericSeparators: './-' })).toEqual(date(2021, 5, 3));
    expect(first('paid on 05.03.2021', {})).toBeNull();
    expect(texts('on the night of 22/23.3.1996', { numericSeparators: './-' })).toEqual(['23.3.1996']);
    expect(texts('Notification No. 1/1/1965/DH', { numericSeparators: './-' })).toEqual(['1/1/1965']);
    expect(texts('Notification No. 1/1/1965/DH', {})).toEqual([]);
  });

  it('reads a month between hyphens and a two-digit year only where the reading allows them', () => {
    expect(first('filed on 12-Mar-2021', { hyphens: true })).toEqual(date(2021, 3, 12));
    expect(first('filed on 12-Mar-21 at Pune', { hyphens: true, shortYears: true })).toEqual(
      date(2021, 3, 12),
    );
    expect(first('filed on 3rd April, 21', { shortYears: true })).toEqual(date(2021, 4, 3));
    expect(first('filed on 12-Mar-2021', {})).toBeNull();
    expect(first('filed on 12-Mar-21', { hyphens: true })).toBeNull();
    expect(first('filed on 3rd April, 21', {})).toBeNull();
  });

  it('keeps words apart, whole dates and no drafting forms where the reading says so', () => {
    expect(first('between 1April 1991 and', {})).toEqual(date(1991, 4, 1));
    expect(first('between 1April 1991 and', { pdfText: false })).toBeNull();
    expect(first('made on the 15t h day of January 2018', { pdfText: false })).toBeNull();
    expect(first('on 31 February 2021', {})).toEqual(date(2021, 2, 31));
    expect(first('on 31 February 2021', { wholeDates: true })).toBeNull();
    expect(first('June ___, 2004', { drafting: false })).toBeNull();
    expect(first('this twenty-first day of June, 1999', { drafting: false })).toBeNull();
  });
});
