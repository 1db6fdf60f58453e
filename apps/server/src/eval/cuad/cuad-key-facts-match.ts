import { wordJaccard } from '../../ai/iq/words.ts';
import { type CalendarDate, datesIn, sameDate } from '../../lib/text/calendar-date.ts';
import { type Duration, durationsIn, sameDuration } from '../../lib/text/duration.ts';

/**
 * When one key fact LeXi IQ answers matches CUAD's label of it (the spans lawyers marked and the
 * normalised `-Answer`). Each rule reads the meaning, not the wording:
 * - a date (agreement, effective, expiration): the same calendar date as the answer (`6/21/1999`) or
 *   as a date written in a marked span; a part left blank in the contract must be blank in both
 *   ("[]/[]/2004" matches "this ___ day of ____, 2004");
 * - the expiration date may also be, or come with, the term's length ("three (3) years", "June 21,
 *   2002 (three (3) years)"): it matches when a marked span states the same period; "perpetual"
 *   matches "perpetual";
 * - governing law: the same state or country, read from "the laws of the State of New York" and
 *   from the answer ("New York", "Ontario, Canada": either part);
 * - renewal term and notice period: the same period as the answer ("successive 1 year" is one year,
 *   and twelve months is one year), or as stated in a marked span when the answer states none, or a
 *   word-Jaccard of at least 0.5 with a marked span (the CUAD paper's span rule).
 */
export type FactLabel = { spans: readonly string[]; answer: string };

const labelledDates = (label: FactLabel): CalendarDate[] =>
  [label.answer, ...label.spans].flatMap((text) => datesIn(text).map((m) => m.date));

const isPerpetual = (text: string) => /\bperpetu/i.test(text);

export function dateMatches(ours: string, label: FactLabel): boolean {
  const date = datesIn(ours)[0]?.date;
  return date !== undefined && labelledDates(label).some((d) => sameDate(d, date));
}

export function expirationMatches(ours: string, label: FactLabel): boolean {
  if (isPerpetual(ours)) return isPerpetual(label.answer) || label.spans.some(isPerpetual);
  if (dateMatches(ours, label)) return true;
  const period = durationsIn(ours)[0]?.duration;
  return (
    period !== undefined &&
    label.spans.some((s) => durationsIn(s).some((m) => sameDuration(m.duration, period)))
  );
}

/** The periods a label states: those of its answer, else those of its spans. */
function labelledPeriods(label: FactLabel): Duration[] {
  const fromAnswer = durationsIn(label.answer).map((m) => m.duration);
  return fromAnswer.length > 0
    ? fromAnswer
    : label.spans.flatMap((s) => durationsIn(s).map((m) => m.duration));
}

export function periodMatches(ours: string, label: FactLabel): boolean {
  if (label.spans.some((span) => wordJaccard(ours, span) >= 0.5)) return true;
  if (isPerpetual(ours)) return isPerpetual(label.answer);
  const period = durationsIn(ours)[0]?.duration;
  return period !== undefined && labelledPeriods(label).some((d) => sameDuration(d, period));
}

/** "the laws of the State of New York" → ["new york"]; "England and Wales" → ["england", "wales"]. */
export function jurisdictionNames(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[,;]|\band\b/)
    .map((part) =>
      part
        .replace(/\b(?:the|laws?|of|state|commonwealth|province|republic|people's|federal)\b/g, ' ')
        .replace(/[^a-z ]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((name) => name.length > 0);
}

export function jurisdictionMatches(ours: string, label: FactLabel): boolean {
  const labelled = new Set(jurisdictionNames(label.answer));
  if (labelled.size === 0) {
    // No normalised answer: our jurisdiction must be named in a marked span.
    const spans = label.spans.map((s) => ` ${jurisdictionNames(s).join(' ')} `);
    return jurisdictionNames(ours).some((name) => spans.some((s) => s.includes(` ${name} `)));
  }
  return jurisdictionNames(ours).some((name) => labelled.has(name));
}
