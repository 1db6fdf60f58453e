/**
 * Periods as contracts write them, read into an amount and a unit: "one (1) year", "ninety (90)
 * days", "12 months", "a two-year period", "thirty (30) calendar days", "(6) months". When the words
 * and the figure in brackets disagree, the figure is taken (it is what courts read as meant).
 */
export type DurationUnit = 'day' | 'week' | 'month' | 'year';
export type Duration = { amount: number; unit: DurationUnit };
export type DurationMention = { duration: Duration; index: number; text: string };

const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SMALL = `(?:${[...Object.keys(TENS), ...Object.keys(UNITS)].join('|')})`;
/** "forty-five", "one hundred and eighty", "twelve". */
const NUMBER_WORDS = `(?:${SMALL}(?:[- ]${SMALL})?(?:\\s+hundred(?:\\s+(?:and\\s+)?${SMALL}(?:[- ]${SMALL})?)?)?|hundred)`;
const FIGURE = '\\d+(?:\\.\\d+)?';
/** Words with their figure in brackets, the figure alone (bracketed or not), the words alone, "a", "half a". */
const AMOUNT = `(?:(${NUMBER_WORDS})\\s*(?:\\(\\s*(${FIGURE})\\s*\\))?|\\(?(${FIGURE})\\)?|(half\\s+an?|an?))`;
const QUALIFIER = '(?:calendar|business|working|consecutive|full|additional|successive|further|more)';
const DURATION = new RegExp(
  // Not "day-for-day" nor "month to month": a manner, not a period.
  `\\b${AMOUNT}(?:[\\s-]+${QUALIFIER})?[\\s-]*(days?|weeks?|months?|years?)\\b(?![\\s-]+(?:for|by|to)[\\s-]+\\5)`,
  'gi',
);

/** The value of number words ("forty-five" 45, "one hundred and eighty" 180), or null. */
export function numberOfWords(words: string): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words.toLowerCase().split(/[\s-]+/)) {
    if (word === 'and' || word === '') continue;
    if (word === 'hundred') {
      current = (current || 1) * 100;
    } else if (UNITS[word] !== undefined) current += UNITS[word];
    else if (TENS[word] !== undefined) current += TENS[word];
    else return null;
    seen = true;
  }
  total += current;
  return seen ? total : null;
}

const unitOf = (word: string) => word.toLowerCase().replace(/s$/, '') as DurationUnit;

/** Every period the text writes, in order. */
export function durationsIn(text: string): DurationMention[] {
  const found: DurationMention[] = [];
  for (const match of text.matchAll(DURATION)) {
    const [, words, bracketed, figure, article, unit] = match;
    const amount =
      bracketed !== undefined
        ? Number(bracketed)
        : figure !== undefined
          ? Number(figure)
          : words !== undefined
            ? numberOfWords(words)
            : article !== undefined
              ? /^half/i.test(article)
                ? 0.5
                : 1
              : null;
    if (amount === null || !Number.isFinite(amount) || amount <= 0 || unit === undefined) continue;
    found.push({ duration: { amount, unit: unitOf(unit) }, index: match.index, text: match[0] });
  }
  return found;
}

/** The first period the text writes, or null. */
export function firstDuration(text: string): Duration | null {
  return durationsIn(text)[0]?.duration ?? null;
}

/** Days stay days (a week is 7), years are 12 months: "12 months" and "one year" are the same. */
function canonical(duration: Duration): { amount: number; unit: 'day' | 'month' } {
  switch (duration.unit) {
    case 'week':
      return { amount: duration.amount * 7, unit: 'day' };
    case 'year':
      return { amount: duration.amount * 12, unit: 'month' };
    default:
      return { amount: duration.amount, unit: duration.unit };
  }
}

export function sameDuration(a: Duration, b: Duration): boolean {
  const [x, y] = [canonical(a), canonical(b)];
  return x.unit === y.unit && Math.abs(x.amount - y.amount) < 1e-9;
}

/** The months (for months and years) or days (for days and weeks) a period adds to a date. */
export const asDateShift = (duration: Duration): { months?: number; days?: number } => {
  const { amount, unit } = canonical(duration);
  return unit === 'month' ? { months: amount } : { days: amount };
};
