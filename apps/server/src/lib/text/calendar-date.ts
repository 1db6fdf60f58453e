/**
 * Dates as contracts write them, read into calendar dates: "June 21, 1999", "the 1st day of
 * September 2004", "22 Dec. 2017", "this twenty-first day of June, 1999", "6/21/1999" (month first,
 * as US filings write it, unless the first number cannot be a month), "1999-06-21". A part left
 * blank for filling in ("this ___ day of _______, 2004", "[]/[]/2004") is read as null.
 */
export type CalendarDate = { year: number | null; month: number | null; day: number | null };

/** A date found in a text: where it is and what it says. */
export type DateMention = { date: CalendarDate; index: number; text: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const MONTH_NAME =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?';
const DAY_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
] as const;
const DAY_WORD = `(?:(?:twenty|thirty)[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|${DAY_WORDS.join('|')})`;
/** An ordinal's ending, also spaced out as some filings' superscripts are ("15t h"). */
const ORDINAL = '(?:s\\s?t|n\\s?d|r\\s?d|t\\s?h)';
/** A part left blank: underscores, brackets (a redaction "[***]" included) or a space of dots. */
const BLANK = '(?:_{2,}|\\[[\\s*]*\\]|\\.{3,})';
const DAY = `(\\d{1,2}${ORDINAL}?|${DAY_WORD}|${BLANK})`;
const YEAR = `(\\d{4}|(?:19|20)${BLANK})`;

/** Each written form, with how its groups give year, month and day. */
const FORMS: { pattern: RegExp; parts: (m: RegExpExecArray) => [string?, string?, string?] }[] = [
  // June 21, 1999 · June 21st 1999 · June ___, 2004
  {
    pattern: new RegExp(`\\b(${MONTH_NAME})\\s*${DAY},?\\s+${YEAR}`, 'gi'),
    parts: (m) => [m[3], m[1], m[2]],
  },
  // 21 June 1999 · the 1st day of September 2004 · the 1st of March, 2003 · ___ day of ______, 2004
  {
    pattern: new RegExp(
      `(?:\\b|(?=_|\\[))${DAY}\\s*(?:day\\s+of\\s+|of\\s+)?(${MONTH_NAME}|${BLANK}),?\\s+(?:in\\s+the\\s+year\\s+)?${YEAR}`,
      'gi',
    ),
    parts: (m) => [m[3], m[2], m[1]],
  },
  // ___________, 2015: the month and day left blank together
  {
    pattern: new RegExp(`(?<![\\p{L}\\d])(${BLANK}),?\\s+${YEAR}`, 'giu'),
    parts: (m) => [m[2], m[1], m[1]],
  },
  // 6/21/1999 · 6/21/99 · []/[]/2004 (the normalised answers of CUAD)
  {
    pattern: /(?<![\d/])(\d{1,2}|\[\])\/(\d{1,2}|\[\])\/(\d{4}|\d{2}\[\]|\d{2}|\[\])(?![\d/])/g,
    parts: (m) => [m[3], m[1], m[2]],
  },
  // 1999-06-21
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, parts: (m) => [m[1], m[2], m[3]] },
];

const isBlank = (part: string) => new RegExp(`^${BLANK}$`).test(part) || /\[\]/.test(part);

function dayOf(part: string): number | null {
  const lower = part.toLowerCase().replace(/\s/g, '');
  const digits = /^\d{1,2}/.exec(lower)?.[0];
  if (digits !== undefined) return Number(digits);
  const [tens, unit] = lower.includes('twenty')
    ? [20, lower.replace(/^twenty-?/, '')]
    : lower.includes('thirt')
      ? [30, lower.replace(/^thirty-?/, '')]
      : [0, lower];
  if (unit === 'tieth' || unit === 'thirtieth') return 30;
  const index = DAY_WORDS.indexOf(unit as (typeof DAY_WORDS)[number]);
  return index < 0 ? null : tens + index + 1;
}

function monthOf(part: string): number | null {
  if (/^\d+$/.test(part)) return Number(part);
  const index = MONTHS.indexOf(part.toLowerCase().slice(0, 3) as (typeof MONTHS)[number]);
  return index < 0 ? null : index + 1;
}

function yearOf(part: string): number | null {
  if (!/^\d+$/.test(part)) return null;
  const year = Number(part);
  if (part.length === 2) return year < 50 ? 2000 + year : 1900 + year;
  return year;
}

function dateOf(year?: string, month?: string, day?: string): CalendarDate | null {
  const date: CalendarDate = {
    year: year === undefined || isBlank(year) ? null : yearOf(year),
    month: month === undefined || isBlank(month) ? null : monthOf(month),
    day: day === undefined || isBlank(day) ? null : dayOf(day),
  };
  // "21/6/1999": a first number that cannot be a month is the day (as most of the world writes it).
  if (date.month !== null && date.month > 12 && date.day !== null && date.day <= 12) {
    [date.month, date.day] = [date.day, date.month];
  }
  if (date.month !== null && (date.month < 1 || date.month > 12)) return null;
  if (date.day !== null && (date.day < 1 || date.day > 31)) return null;
  if (date.year === null && date.month === null && date.day === null) return null;
  return date;
}

/** Every date the text writes, in order, none overlapping another. */
export function datesIn(text: string): DateMention[] {
  const found: DateMention[] = [];
  for (const form of FORMS) {
    for (const match of text.matchAll(form.pattern)) {
      const date = dateOf(...form.parts(match as RegExpExecArray));
      if (date !== null) found.push({ date, index: match.index, text: match[0] });
    }
  }
  found.sort((a, b) => a.index - b.index || b.text.length - a.text.length);
  const kept: DateMention[] = [];
  for (const mention of found) {
    const last = kept.at(-1);
    if (last === undefined || mention.index >= last.index + last.text.length) kept.push(mention);
  }
  return kept;
}

/** The first date the text writes, or null. */
export function firstDate(text: string): CalendarDate | null {
  return datesIn(text)[0]?.date ?? null;
}

export const sameDate = (a: CalendarDate, b: CalendarDate) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** A complete date `duration` months or days after `date` (a day past the month's end is its last day). */
export function addToDate(
  date: CalendarDate,
  amount: { months?: number; days?: number },
): CalendarDate | null {
  if (date.year === null || date.month === null || date.day === null) return null;
  const months = date.year * 12 + (date.month - 1) + (amount.months ?? 0);
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const shifted = new Date(Date.UTC(year, month - 1, Math.min(date.day, lastDay) + (amount.days ?? 0)));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The months' names, as dates are written in contracts. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "June 21, 2000"; a blank part as "__". */
export function formatCalendarDate(date: CalendarDate): string {
  const month = date.month === null ? '__' : MONTH_NAMES[date.month - 1];
  return `${month} ${date.day ?? '__'}, ${date.year ?? '____'}`;
}
