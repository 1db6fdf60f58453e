/**
 * Dates in case facts, read in the forms filings use and written one way: `12 March 2021`. Numeric
 * dates ("12.03.2021", "12/3/21", "12-03-2021") are day-first (Indian and UK practice) unless the
 * facts are American, then month-first; a date that only one reading allows is read that way
 * whatever the convention. The reading itself is lib/text's, with the facts' options.
 */
import {
  type DateReading,
  datesIn,
  MONTH_NAMES,
  type NumericOrder,
  utcDateOf,
} from '../../lib/text/calendar-date.ts';

export type DateOrder = NumericOrder;

export type FoundDate = { text: string; index: number; date: Date; written: string };

/**
 * Facts write "12-Mar-21" and "7.6.21", with their words apart, never a blank or a day in words, and
 * only real dates count.
 */
const factDates = (numericOrder: DateOrder): DateReading => ({
  numericOrder,
  numericSeparators: './-',
  hyphens: true,
  shortYears: true,
  pdfText: false,
  drafting: false,
  wholeDates: true,
});
const READINGS: Record<DateOrder, DateReading> = {
  'day-first': factDates('day-first'),
  'month-first': factDates('month-first'),
};

export function writeDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/** Facts that read as American use month-first numeric dates. */
export function dateOrderOf(text: string): DateOrder {
  return /\$\s?\d|\b(?:U\.?S\.?C\b|United States|[A-Z][a-z]+,\s+(?:CA|NY|TX|FL|IL|WA|MA|NJ)\b|New York|California|Texas|Florida)/.test(
    text,
  )
    ? 'month-first'
    : 'day-first';
}

/** Every date in the text, in order of appearance. */
export function findDates(text: string, order: DateOrder = dateOrderOf(text)): FoundDate[] {
  return datesIn(text, READINGS[order]).flatMap((mention) => {
    const date = utcDateOf(mention.date);
    return date === null
      ? []
      : [{ text: mention.text, index: mention.index, date, written: writeDate(date) }];
  });
}

/** The text with every date written `12 March 2021`. */
export function normaliseDates(text: string, order: DateOrder = dateOrderOf(text)): string {
  let result = '';
  let at = 0;
  for (const found of findDates(text, order)) {
    result += text.slice(at, found.index) + found.written;
    at = found.index + found.text.length;
  }
  return result + text.slice(at);
}
