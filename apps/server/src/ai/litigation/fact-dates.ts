/**
 * Dates in case facts, read in the forms filings use and written one way: `12 March 2021`. Numeric
 * dates are day-first (Indian and UK practice) unless the facts are American, then month-first; a
 * date that only one reading allows is read that way whatever the convention.
 */
import { MONTH_NAMES } from '../../lib/text/calendar-date.ts';

export type DateOrder = 'day-first' | 'month-first';

const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(\\d{4}|\\d{2})';

const NUMERIC = /\b(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})\b/g;
const DAY_MONTH_YEAR = new RegExp(
  `\\b${DAY}(?:\\s+day)?(?:\\s+of)?[\\s-]+${MONTH_NAME},?[\\s-]+${YEAR}\\b`,
  'gi',
);
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH_NAME}\\s+${DAY},?\\s+${YEAR}\\b`, 'gi');
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

export type FoundDate = { text: string; index: number; date: Date; written: string };

function fullYear(year: string): number {
  const n = Number(year);
  if (year.length === 4) return n;
  return n >= 50 ? 1900 + n : 2000 + n;
}

function monthIndex(name: string): number {
  const key = name.toLowerCase().replace('.', '').slice(0, 3);
  return MONTH_NAMES.findIndex((m) => m.toLowerCase().startsWith(key));
}

function make(year: number, month: number, day: number): Date | null {
  if (month < 0 || month > 11 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month ? date : null;
}

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
  const found: FoundDate[] = [];
  const taken: Array<[number, number]> = [];
  const push = (match: RegExpExecArray, date: Date | null) => {
    const start = match.index;
    const end = start + match[0].length;
    if (!date || taken.some(([s, e]) => start < e && end > s)) return;
    taken.push([start, end]);
    found.push({ text: match[0], index: start, date, written: writeDate(date) });
  };
  for (const m of text.matchAll(ISO)) push(m, make(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  for (const m of text.matchAll(DAY_MONTH_YEAR)) {
    push(m, make(fullYear(m[3] ?? ''), monthIndex(m[2] ?? ''), Number(m[1])));
  }
  for (const m of text.matchAll(MONTH_DAY_YEAR)) {
    push(m, make(fullYear(m[3] ?? ''), monthIndex(m[1] ?? ''), Number(m[2])));
  }
  for (const m of text.matchAll(NUMERIC)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const year = fullYear(m[3] ?? '');
    const monthFirst = a > 12 ? false : b > 12 ? true : order === 'month-first';
    push(m, monthFirst ? make(year, a - 1, b) : make(year, b - 1, a));
  }
  return found.sort((x, y) => x.index - y.index);
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
