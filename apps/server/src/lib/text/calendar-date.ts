/**
 * Dates as texts write them, read into calendar dates: the one date reader of the code. As contracts
 * write them (the default): "June 21, 1999", "the 1st day of September 2004", "22 Dec. 2017", "this
 * twenty-first day of June, 1999", "6/21/1999" (month first, as US filings write it, unless the first
 * number cannot be a month), "1999-06-21"; a part left blank for filling in ("this ___ day of
 * _______, 2004", "[]/[]/2004") is read as null. A `DateReading` says what other texts do
 * differently (case facts: "12.03.2021" day first, "12-Mar-21").
 */
export type CalendarDate = { year: number | null; month: number | null; day: number | null };

/** A date found in a text: where it is and what it says. */
export type DateMention = { date: CalendarDate; index: number; text: string };

/** Which number of "4/5/2021" is the month when either could be. */
export type NumericOrder = 'month-first' | 'day-first';

/** How a text writes its dates, where texts differ. */
export type DateReading = {
  /** "4/5/2021" when both numbers could be the month (a date only one reading allows is read so). */
  numericOrder: NumericOrder;
  /**
   * What separates the parts of a numeric date. "/" alone: a figure or another "/" next to the date
   * makes it none ("1/2/3/4"). Also "." and "-" ("12.03.2021"): the date is a whole word, and a "/"
   * next to it joins two dates ("the night of 22/23.3.1996", "18.02.1992/19.02.1992").
   */
  numericSeparators: '/' | './-';
  /** A month's name between hyphens, "12-Mar-2021". */
  hyphens: boolean;
  /** Two-digit years after a month's name, "12 March 21" (a numeric date may always have them). */
  shortYears: boolean;
  /**
   * Text as a PDF gives it: words run together ("June21, 1999", "the 15thday of May") and an
   * ordinal's superscript spaced out ("15t h").
   */
  pdfText: boolean;
  /** Drafting: days in words ("the twenty-first day") and blanks ("___ day of ____, 2004") as null. */
  drafting: boolean;
  /** Only whole dates the calendar has: every part given, no "31 February". */
  wholeDates: boolean;
};

/** Dates as contracts write them. */
export const CONTRACT_DATES: DateReading = {
  numericOrder: 'month-first',
  numericSeparators: '/',
  hyphens: false,
  shortYears: false,
  pdfText: true,
  drafting: true,
  wholeDates: false,
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
/** A month's name or its abbreviation ("Sept."), the longest first. */
const MONTH_NAME =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
/** The ordinals "first" to "twentieth" in words (a day of a month, an anniversary). */
export const ORDINAL_WORDS = [
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
const DAY_WORD = `(?:(?:twenty|thirty)[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|${ORDINAL_WORDS.join('|')})`;
/** An ordinal's ending, also spaced out as some filings' superscripts are ("15t h"). */
const ORDINAL = '(?:s\\s?t|n\\s?d|r\\s?d|t\\s?h)';
const ORDINAL_UNSPACED = '(?:st|nd|rd|th)';
/** A part left blank: underscores, brackets (a redaction "[***]" included) or a space of dots. */
const BLANK = '(?:_{2,}|\\[[\\s*]*\\]|\\.{3,})';

type Parts = [year?: string, month?: string, day?: string];
type Form = { pattern: RegExp; parts: (m: RegExpExecArray) => Parts };

/** "4/5/2021" in the reading's order, unless the number taken for the month cannot be one. */
function numericParts(order: NumericOrder, first?: string, second?: string, year?: string): Parts {
  const [month, day] = order === 'month-first' ? [first, second] : [second, first];
  return Number(month) > 12 && Number(day) <= 12 ? [year, day, month] : [year, month, day];
}

/** Each written form the reading allows, with how its groups give year, month and day. */
function formsOf(reading: DateReading): Form[] {
  const { drafting, pdfText, shortYears } = reading;
  const gap = reading.hyphens ? '[\\s-]' : '\\s';
  const day = `(\\d{1,2}${pdfText ? ORDINAL : ORDINAL_UNSPACED}?${drafting ? `|${DAY_WORD}|${BLANK}` : ''})`;
  // A two-digit year ends where its number does, and so does a four-digit one then ("2021" is not "20").
  const end = shortYears ? '\\b' : '';
  const year = `(\\d{4}${end}${drafting ? `|(?:19|20)${BLANK}` : ''}${shortYears ? `|\\d{2}${end}` : ''})`;
  const glue = pdfText ? '*' : '+';
  // A blank day starts with "_" or "[", where no word boundary is.
  const dayStart = drafting ? '(?:\\b|(?=_|\\[))' : '\\b';
  const monthOrBlank = `(${MONTH_NAME}${drafting ? `|${BLANK}` : ''})`;
  const slashes = reading.numericSeparators === '/';
  const [before, separator, after] = slashes ? ['(?<![\\d/])', '\\/', '(?![\\d/])'] : ['\\b', '[./-]', '\\b'];
  const figure = drafting ? '(\\d{1,2}|\\[\\])' : '(\\d{1,2})';
  const figureYear = drafting ? '(\\d{4}|\\d{2}\\[\\]|\\d{2}|\\[\\])' : '(\\d{4}|\\d{2})';
  const forms: (Form | false)[] = [
    // June 21, 1999 · June 21st 1999 · June ___, 2004
    {
      pattern: new RegExp(`\\b(${MONTH_NAME})\\s${glue}${day},?\\s+${year}`, 'gi'),
      parts: (m) => [m[3], m[1], m[2]],
    },
    // 21 June 1999 · the 1st day of September 2004 · the 1st of March, 2003 · ___ day of ______, 2004 · 12-Mar-21
    {
      pattern: new RegExp(
        `${dayStart}${day}${gap}${glue}(?:day${gap}+(?:of${gap}+)?|of${gap}+)?${monthOrBlank},?${gap}+(?:in\\s+the\\s+year\\s+)?${year}`,
        'gi',
      ),
      parts: (m) => [m[3], m[2], m[1]],
    },
    // ___________, 2015: the month and day left blank together
    drafting && {
      pattern: new RegExp(`(?<![\\p{L}\\d])(${BLANK}),?\\s+${year}`, 'giu'),
      parts: (m) => [m[2], m[1], m[1]],
    },
    // 6/21/1999 · 6/21/99 · []/[]/2004 (the normalised answers of CUAD) · 21.6.1999
    {
      pattern: new RegExp(`${before}${figure}${separator}${figure}${separator}${figureYear}${after}`, 'g'),
      parts: (m) => numericParts(reading.numericOrder, m[1], m[2], m[3]),
    },
    // 1999-06-21 (never turned round: a month past 12 makes it no date)
    { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, parts: (m) => [m[1], m[2], m[3]] },
  ];
  return forms.filter((form) => form !== false);
}

const formsByReading = new Map<string, Form[]>();

function formsFor(reading: DateReading): Form[] {
  const key = JSON.stringify(reading);
  const known = formsByReading.get(key);
  if (known !== undefined) return known;
  const forms = formsOf(reading);
  formsByReading.set(key, forms);
  return forms;
}

const BLANK_PART = new RegExp(`^${BLANK}$`);
const isBlank = (part: string) => BLANK_PART.test(part) || /\[\]/.test(part);

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
  const index = ORDINAL_WORDS.indexOf(unit as (typeof ORDINAL_WORDS)[number]);
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

/** A whole date at midnight UTC, or null when a part is blank or the day is not in its month. */
export function utcDateOf(date: CalendarDate): Date | null {
  if (date.year === null || date.month === null || date.day === null) return null;
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return utc.getUTCMonth() === date.month - 1 ? utc : null;
}

function dateOf(reading: DateReading, [year, month, day]: Parts): CalendarDate | null {
  const date: CalendarDate = {
    year: year === undefined || isBlank(year) ? null : yearOf(year),
    month: month === undefined || isBlank(month) ? null : monthOf(month),
    day: day === undefined || isBlank(day) ? null : dayOf(day),
  };
  if (date.month !== null && (date.month < 1 || date.month > 12)) return null;
  if (date.day !== null && (date.day < 1 || date.day > 31)) return null;
  if (date.year === null && date.month === null && date.day === null) return null;
  if (reading.wholeDates && utcDateOf(date) === null) return null;
  return date;
}

/** Every date the text writes, in order, none overlapping another (the earliest, then the longest, kept). */
export function datesIn(text: string, reading: DateReading = CONTRACT_DATES): DateMention[] {
  const found: DateMention[] = [];
  for (const form of formsFor(reading)) {
    for (const match of text.matchAll(form.pattern)) {
      const date = dateOf(reading, form.parts(match as RegExpExecArray));
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
