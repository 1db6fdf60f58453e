import {
  addToDate,
  type CalendarDate,
  formatCalendarDate,
  ORDINAL_WORDS,
} from '../../lib/text/calendar-date.ts';
import { asDateShift, type DurationMention, durationsIn, numberOfWords } from '../../lib/text/duration.ts';
import { ownDates, spaced, written } from './key-facts-dates.ts';

/*
 * The contract's expiration, read from the sentence that sets the term: the date it ends
 * ("expiring May 31, 2001", "until December 31, 2020"), "perpetual" for a term without end ("until
 * terminated"), or its length counted from the start ("three (3) years from the Effective Date": the
 * date it falls on), in contract years, or to an end date the contract defines.
 */

/**
 * The term named as such: "the term of this Agreement" (not "any term of this Agreement", a
 * provision, nor "the remaining term of this Agreement", a reference to it), '(the "Initial Term")', '"Term" shall begin', '"CONTRACT PERIOD" means'.
 */
const NAMES_THE_TERM =
  /(?<!\b(?:material|any|other|each|every|a|one|remaining|remainder\s+of\s+the|balance\s+of\s+the|rest\s+of\s+the|unexpired)\s+)\bterm\s+of\s+(?:this|the)\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract|amendment)\b|\(\s*(?:the\s+|such\s+\w+\s+)?["“](?:the\s+)?(?:initial\s+)?term["”]\s*\)|["“](?:the\s+)?(?:(?:initial|contract|agreement|license)\s+)?(?:term|period)["”]\s+(?:of\s+this\s+\w+\s+)?(?:shall|will|means|is)\b/i;
/**
 * The agreement (or its term) said to run: "this Supply Agreement shall commence", "This Agreement be
 * deemed effective", "the term of the license hereby granted shall commence", "This JV Agreement
 * shall have a duration of", "This agreement is for a term of"; between the verb and its auxiliary
 * only adverbs ("shall automatically renew" is a renewal, "will be renewed at the end" not an end).
 */
const AGREEMENT_RUNS =
  /\b(?:this\s+(?:[\w-]+\s+){0,3}?(?:agreement|contract|amendment)|the\s+(?:initial\s+)?term(?:\s+of\s+(?:this|the)\s+(?:[\w-]+\s+){0,3}?[\w-]+)?(?:\s+\([^)]*\))?)\s+(?:(?:shall|will|is|to|be)\s+(?:(?:\w+ly|be|deemed|then|thereafter|apply\s+and)\s+){0,3})?(?:(?:commence|begin|continue|expire|terminate|end|extend|come\s+into\s+force|enter\s+into\s+force|take\s+effect)s?|remains?\s+in|become\s+effective|effective|valid|in\s+(?:full\s+)?(?:force|effect)|(?:have|has)\s+(?:an?\s+)?(?:initial\s+)?(?:term|duration)|(?:be\s+)?for\s+(?:an?\s+)?(?:initial\s+)?(?:term|period)|(?:be|is)\s+(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:(?:contract|agreement|licen[cs]e|lease|program)\s+)?(?:years?|months?))\b/i;
/** Sentences that refer to the term rather than set it: what survives it, what happens during or after it. */
const REFERS_TO_TERM =
  /\b(?:surviv\w*|(?:following|after|upon)\s+(?:the\s+)?(?:expiration|termination)|during\s+the\s+term|(?:in\s+the\s+event|if|upon|when|after)\s+(?:that\s+)?this\s+agreement\s+(?:is|has\s+been)\s+terminated)\b/i;
/** The definition of another term ('"Calendar Quarter" means each period of three months'); the term's own ("Contract Period") counts. */
const DEFINES_OTHER =
  /^\s*(?:[\d.]+\s+)?["“](?![^"”]*\b(?:term|period)\b)[^"”]{1,60}["”]\s+(?:means|shall\s+mean)\b/i;
/** Words that say how long or until when: without one, a sentence says at most when the term starts. */
const SAYS_HOW_LONG =
  /\b(?:expir\w*|until|through|end\w*|terminat\w*|continu\w*|remain\w*|valid|in\s+(?:full\s+)?(?:force|effect)|perpetu\w*|indefinite\w*|term|period|duration|years?|months?|anniversary)\b/i;
/** A heading that names the term and gives its dates: "TERM OF EXECUTION From January 30, 2012 until", "Contract Period: from". */
const TERM_HEADING_FROM =
  /^\W*(?:[\d.]+\s*)?(?:(?:initial|contract|agreement|license|service)\s+)?(?:term|period)(?:\s+of\s+\w+)?\s*[:.-]?\s*from\b/i;
/** A length in the contract's own years: "five (5) Contract Years", "the end of Year 3". */
const COUNTS_CONTRACT_YEARS =
  /\b(?:contract|agreement|licen[cs]e|lease|program)\s+years?\b|\bend\s+of\s+year\s+\d{1,2}\b/i;
/** A party's right to end the agreement is a termination clause, not the term. */
const RIGHT_TO_TERMINATE = /\b(?:may|can|(?:the\s+)?right\s+to|entitled\s+to)\s+terminate\b/i;

/** How surely a sentence is the one that sets the term (3 or more), not one that refers to it. */
function termClauseScore(sentence: string): number {
  const names =
    NAMES_THE_TERM.test(sentence) || (TERM_HEADING_FROM.test(sentence) && endDateOf(sentence) !== undefined);
  const runs = AGREEMENT_RUNS.test(sentence);
  // A sentence that neither names the term nor says the agreement runs is not the term clause, nor
  // one that says only when it starts ("This agreement commences upon execution").
  if ((!names && !runs) || !SAYS_HOW_LONG.test(sentence)) return 0;
  let score = 0;
  if (names) score += 3;
  if (runs) score += 2;
  if (/\b(?:commenc\w*|effective|begin\w*)\b/i.test(sentence)) score += 1;
  if (/\b(?:expir\w*|until|through|ending|end\s+on|conclude|terminate\s+on)\b/i.test(sentence)) score += 1;
  if (
    endDateOf(sentence) !== undefined ||
    durationsIn(sentence).some((m) => isTermLength(sentence, m)) ||
    COUNTS_CONTRACT_YEARS.test(sentence)
  )
    score += 1;
  if (REFERS_TO_TERM.test(sentence)) score -= 3;
  if (RIGHT_TO_TERMINATE.test(sentence) || DEFINES_OTHER.test(sentence)) score -= 3;
  return score;
}

const ENDS_ON =
  /\b(?:expir\w*|terminat\w*|ending|end|ends|conclud\w*|until|through|to|up\s+to\s+and\s+including)\s+(?:on\s+)?(?:the\s+)?(?:close\s+of\s+business\s+on\s+)?$/i;
/** The date a sentence says something ends on: "shall expire on June 30, 2021", "until December 31, 2020". */
const endDateOf = (sentence: string) =>
  ownDates(sentence).find((m) => ENDS_ON.test(sentence.slice(Math.max(0, m.index - 40), m.index)));
const PERPETUAL =
  /\b(?:perpetu\w*|in\s+perpetuity|indefinitely|indefinite\s+(?:term|period)|(?:continue|remain)\s+(?:in\s+(?:full\s+)?(?:force\s+(?:and|&)\s+)?effect\s+)?(?:thereafter\s+)?until\s+terminated|(?:end|continue)\s+(?:only\s+)?(?:when|until)\s+terminated\s+by\s+(?:either|any|one)\s+party)/i;
/** A length of the term: "for a term of three (3) years", "valid for five (5) years", "a period of". */
const LENGTH_BEFORE =
  /\b(?:for|of|be|is)\s+(?:an?\s+|the\s+(?:entire\s+|full\s+)?)?(?:(?:initial\s+|primary\s+)?(?:term|period)\s+of\s+)?$/i;
/** "the third anniversary of the Effective Date", "the fifth (5th) anniversary of the date hereof". */
const ANNIVERSARY = new RegExp(
  `\\b(?:(${ORDINAL_WORDS.join('|')})|(\\d{1,2})\\s*(?:st|nd|rd|th))\\s*(?:\\(\\s*\\d{1,2}\\s*(?:st|nd|rd|th)\\s*\\)\\s*)?anniversary\\s+of\\s+(?:the\\s+(?:effective\\s+date|date\\s+(?:hereof|of\\s+this\\s+agreement|first\\s+(?:above\\s+)?(?:written|set\\s+forth)(?:\\s+above)?))|this\\s+agreement)`,
  'i',
);

/** The date of an anniversary of the start the sentence counts the term to, with its words; or null. */
function anniversaryOf(sentence: string, start: CalendarDate | null): string | null {
  const m = ANNIVERSARY.exec(sentence.replace(/(\d)\s?([snrt])\s?([tdh])\b/g, '$1$2$3'));
  if (m === null || start === null) return null;
  const years =
    m[1] !== undefined
      ? ORDINAL_WORDS.indexOf(m[1].toLowerCase() as (typeof ORDINAL_WORDS)[number]) + 1
      : Number(m[2]);
  const date = addToDate(start, { months: 12 * years });
  return date === null ? null : `${formatCalendarDate(date)} (${spaced(m[0])})`;
}
/** "the four (4) year anniversary", "twenty-four (24) months from the Effective Date". */
const LENGTH_AFTER =
  /^\s*(?:anniversary|there(?:from|after)|(?:(?:term|period)\s+)?(?:from|after|following|as\s+of|commencing\s+on)\s+(?:the\s+)?(?:effective\s+date|date\s+(?:hereof|of\s+this)|commencement|that\s+date|execution))/i;

function isTermLength(sentence: string, m: DurationMention): boolean {
  const before = sentence.slice(Math.max(0, m.index - 40), m.index);
  const after = sentence.slice(m.index + m.text.length, m.index + m.text.length + 40);
  if (/^\s*(?:['’]s?\s*)?(?:prior|before|notice|advance|written|after\s+(?:receipt|notice))/i.test(after))
    return false;
  return LENGTH_BEFORE.test(before) || LENGTH_AFTER.test(after);
}

/**
 * The contract's own year, when it is twelve months counted from the start: '"Year" means any period of
 * twelve (12) consecutive months commencing on the Effective Date', '"Contract Year" means each
 * successive twelve-month period beginning on the Effective Date'. Its name, or null.
 */
const YEAR_DEFINED =
  /["“]((?:(?:contract|agreement|licen[cs]e|program|lease|term)\s+)?year)["”]\s+(?:shall\s+)?means?\b[^.;"“]{0,60}?\b(?:twelve|12|one|1)\s*(?:\(\s*1?2\s*\)\s*)?[\s-]*(?:(?:consecutive|calendar|full)[\s-]+)?(?:months?|year)\b[^.;"“]{0,60}?\b(?:commenc\w*|beginning|starting|from|following)\s+(?:on\s+|with\s+)?(?:the\s+)?(?:effective\s+date|date\s+(?:hereof|of\s+this\s+agreement))/i;
function contractYearName(sentences: readonly string[]): string | null {
  for (const sentence of sentences) {
    const m = YEAR_DEFINED.exec(sentence);
    if (m?.[1] !== undefined) return m[1];
  }
  return null;
}
const ORDINAL = `(${ORDINAL_WORDS.join('|')})(?:\\s*\\(\\s*\\d{1,2}\\s*(?:st|nd|rd|th)\\s*\\))?`;
const ordinalValue = (word: string) =>
  ORDINAL_WORDS.indexOf(word.toLowerCase() as (typeof ORDINAL_WORDS)[number]) + 1;
/**
 * The contract years the term lasts, read with the contract's name for its year: "the end of Year 3",
 * "the end of the third Contract Year", "for five (5) Contract Years"; with its words, or null.
 */
function contractYearsOf(sentence: string, name: string): { years: number; text: string } | null {
  const year = name.trim().split(/\s+/).join('\\s+');
  const end =
    '\\b(?:(?:end|expiration|expiry|last\\s+day)\\s+of|through|up\\s+to\\s+and\\s+including)\\s+(?:the\\s+)?';
  const numbered = new RegExp(`${end}${year}\\s+(\\d{1,2}|[a-z]+)\\b(?!\\s*[,/.-]?\\s*\\d)`, 'i').exec(
    sentence,
  );
  const number = numbered?.[1] === undefined ? null : (numberOfWords(numbered[1]) ?? Number(numbered[1]));
  if (numbered !== null && number !== null && number > 0) return { years: number, text: numbered[0] };
  const ordinal = new RegExp(`${end}${ORDINAL}\\s+(?:(?:full|complete)\\s+)?${year}\\b`, 'i').exec(sentence);
  if (ordinal?.[1] !== undefined) return { years: ordinalValue(ordinal[1]), text: ordinal[0] };
  // A count of plain "Years" may be years from an event ("ten years after the First Commercial Sale").
  if (!/\s/.test(name.trim())) return null;
  const counted = new RegExp(
    `\\b([a-z]+(?:-[a-z]+)?|\\d{1,2})\\s*(?:\\(\\s*(\\d{1,2})\\s*\\)\\s*)?(?:(?:full|consecutive)\\s+)?${year}s\\b`,
    'i',
  ).exec(sentence);
  const count =
    counted === null
      ? null
      : Number(counted[2] ?? NaN) || numberOfWords(counted[1] ?? '') || Number(counted[1]);
  return counted !== null && count !== null && count > 0 ? { years: count, text: counted[0] } : null;
}

/**
 * A date the contract defines, which the term runs to: "until the Scheduled End Date" with
 * '"Scheduled End Date" means the later of (a) the seventh (7th) anniversary of the Effective Date
 * and …' or '"Expiry Date" means December 31, 2025'. The date or anniversary the definition states, or null.
 */
function definedEndOf(
  sentence: string,
  sentences: readonly string[],
  start: CalendarDate | null,
): string | null {
  const named =
    /\b(?:until|through|(?:expir|end|terminat)\w*(?:,[^,.]{0,40},)?\s+(?:on|upon|at))\s+the\s+((?:[A-Z][\w-]*\s+(?:of\s+)?){0,4}?(?:Date|Term|Time))\b/.exec(
      sentence,
    );
  if (named?.[1] === undefined || /^(?:Effective|Commencement|Start|Initial)\b|^Term$/.test(named[1]))
    return null;
  const name = named[1].split(/\s+/).join('\\s+');
  // '"Expiry Date" means …', or a form's field: "Expiration Date: …".
  const means = new RegExp(
    `["“]${name}["”]\\s+(?:shall\\s+)?means?\\s+|(?:^|\\n| {3,})\\s*${name}\\s*:\\s*`,
    'i',
  );
  for (const definition of sentences) {
    const m = means.exec(definition);
    if (m === null) continue;
    const body = definition.slice(m.index + m[0].length);
    const anniversary = anniversaryOf(body, start);
    if (anniversary !== null) return anniversary;
    const date = ownDates(body)[0];
    if (date !== undefined && date.index < 5) return written(date);
    // "fifteen (15) years from the Effective Date".
    const length = durationsIn(body).find((d) =>
      LENGTH_AFTER.test(body.slice(d.index + d.text.length, d.index + d.text.length + 40)),
    );
    const end =
      length === undefined || start === null ? null : addToDate(start, asDateShift(length.duration));
    return length === undefined || end === null
      ? null
      : `${formatCalendarDate(end)} (${spaced(length.text)})`;
  }
  return null;
}

/** "until the end of the current calendar year": December 31 of the year the term starts. */
const END_OF_CALENDAR_YEAR =
  /\bend\s+of\s+the\s+(?:current|then[\s-]current|same|present)\s+calendar\s+year\b/i;

/** The term clause: the sentence most surely setting the term, the first of equals. */
function termClause(sentences: readonly string[]): string | null {
  let best: { sentence: string; score: number } | null = null;
  for (const sentence of sentences) {
    const score = termClauseScore(sentence);
    if (score >= 3 && (best === null || score > best.score)) best = { sentence, score };
  }
  return best?.sentence ?? null;
}

export function expirationDate(sentences: readonly string[], start: CalendarDate | null): string | null {
  const sentence = termClause(sentences);
  if (sentence === null) return null;
  const end = endDateOf(sentence);
  if (end !== undefined) return written(end);
  const anniversary = anniversaryOf(sentence, start);
  if (anniversary !== null) return anniversary;
  const yearName = start === null ? null : contractYearName(sentences);
  const contractYears = yearName === null ? null : contractYearsOf(sentence, yearName);
  if (contractYears !== null && start !== null) {
    const date = addToDate(start, { months: 12 * contractYears.years });
    if (date !== null) return `${formatCalendarDate(date)} (${spaced(contractYears.text)})`;
  }
  const defined = definedEndOf(sentence, sentences, start);
  if (defined !== null) return defined;
  if (END_OF_CALENDAR_YEAR.test(sentence) && start?.year != null)
    return formatCalendarDate({ year: start.year, month: 12, day: 31 });
  const length = durationsIn(sentence).find((m) => isTermLength(sentence, m));
  if (length !== undefined) {
    // "ten (10) years after the First Commercial Sale": counted from an event, not from a date.
    const after = sentence.slice(length.index + length.text.length, length.index + length.text.length + 40);
    if (/^\s*(?:after|from|following)\s/i.test(after) && !LENGTH_AFTER.test(after))
      return spaced(length.text);
    const from = ownDates(sentence).find((m) => m.index < length.index + 200)?.date ?? start;
    const date = from === null ? null : addToDate(from, asDateShift(length.duration));
    return date === null ? spaced(length.text) : `${formatCalendarDate(date)} (${spaced(length.text)})`;
  }
  return PERPETUAL.test(sentence) ? 'perpetual, until terminated' : null;
}
