import { firstDuration } from '../../lib/text/duration.ts';
import { renewalNotice, renewalTerm } from './key-facts-renewal.ts';
import { splitSentences } from './sentences.ts';

/**
 * The key facts of a contract, read by rules from how contracts state them: the parties (the names
 * before the defined terms of the opening paragraph), the dates, the governing law, the renewal term
 * and the notice period. A fact the text does not state is null.
 */
export type KeyFacts = {
  parties: string[];
  agreement_date: string | null;
  effective_date: string | null;
  expiration_date: string | null;
  governing_law: string | null;
  renewal_term: string | null;
  notice_period: string | null;
};

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.?|Feb\\.?|Mar\\.?|Apr\\.?|Jun\\.?|Jul\\.?|Aug\\.?|Sept?\\.?|Oct\\.?|Nov\\.?|Dec\\.?)';
/** An ordinal's ending, also as a spaced-out superscript ("15t h day of"), as some filings' text has it. */
const ORDINAL = '(?:s\\s?t|n\\s?d|r\\s?d|t\\s?h)';
const DATE = `(?:${MONTH}\\s+\\d{1,2}${ORDINAL}?,?\\s+\\d{4}|\\d{1,2}${ORDINAL}?\\s+(?:day\\s+of\\s+)?${MONTH},?\\s+\\d{4}|\\d{1,2}/\\d{1,2}/\\d{2,4}|\\d{4}-\\d{2}-\\d{2})`;
const NUMBER_WORD =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|seventy|eighty|ninety|hundred|one hundred(?: and)?(?: twenty| eighty)?)';
const NUMBER = `(?:${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?\\s*\\(\\d+\\)|\\d+|${NUMBER_WORD})`;
('(?:[a-z]+(?:[- ][a-z]+)?\\s*\\(\\d+\\)|\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|thirty|sixty|ninety)');

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "15t h day of" as the date was meant: "15th day of". */
const closedOrdinal = (date: string | null) => date?.replace(/(\d)([snrt]) ([tdh])\b/, '$1$2$3') ?? null;

function firstMatch(text: string, pattern: RegExp, group = 1): string | null {
  const match = pattern.exec(text);
  const value = match?.[group];
  return value === undefined ? null : spaced(value);
}

/** A defined term, in brackets or not: `("Supplier")`, `(hereinafter called the 'Buyer')`, `“the Customer”`. */
const DEFINED_TERM =
  /\(?\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+)?["“‘']([^"”’'\n]{2,40})["”’']\s*\)?/g;
/** The word that opens a party's name: "between X", "and X", "among X", "by X", "AND: X", "-- AND -- X". */
const NAME_OPENS = /\b(?:between|and|among|by)\b[\s:–—-]*/gi;
/** Where a name ends: its description (", a Delaware corporation", ", with offices at") or a bracket. */
const NAME_ENDS = /,\s+(?:an?|the)\s|,\s+(?=[a-z])|\s+(?:an?)\s+[a-z]|\s+\(|\s+with\s+(?:its|offices|a\s)/;
/** Company forms: a name ends with them, whatever follows (an address on the next line). */
const COMPANY_FORM =
  '(?:Inc|Incorporated|Corp|Corporation|Company|Co|Ltd|Limited|Private Limited|LLC|L\\.L\\.C|LLP|L\\.P|LP|plc|PLC|GmbH|AG|S\\.A|N\\.V|B\\.V|Pvt|Pty|S\\.p\\.A)\\b\\.?';
const ENDS_AT_FORM = new RegExp(`^(.*?\\b${COMPANY_FORM}(?:,?\\s+${COMPANY_FORM})*)`, 'i');
/** Defined terms that name the document or its parts, not a party. */
const NOT_A_PARTY_TERM = /^(?:agreement|effective date|contract|parties|party|amendment|schedule|exhibit)$/i;
/** What a party's name never looks like: a sentence of the contract. */
const NOT_A_NAME =
  /^(?:this|the|these|whereas|in|each|such|all|any)\b|\s(?:is|are|shall|will|made|entered|agrees?)\s/i;

/** A party's name in the text before its defined term, or null. */
function nameBefore(before: string): string | null {
  const opening = [...before.matchAll(NAME_OPENS)].at(-1);
  let name = opening === undefined ? before : before.slice((opening.index ?? 0) + opening[0].length);
  const bracket = name.lastIndexOf(')');
  if (bracket >= 0) name = name.slice(bracket + 1);
  name = spaced(name);
  name = ENDS_AT_FORM.exec(name)?.[1] ?? name.split(NAME_ENDS)[0] ?? '';
  name = name.replace(/^[,;:\s"“]+|[,;:\s]+$/g, '');
  if (name.length < 2 || name.length > 100 || !/^[\p{Lu}\p{N}]/u.test(name) || NOT_A_NAME.test(name)) {
    return null;
  }
  return name;
}

/**
 * Names followed by a defined term in the opening of the contract: `Acme Corp., a Delaware
 * corporation ("Supplier")` gives "Acme Corp.", `BETWEEN: ORGANIC PREPARATIONS INC. 2nd Floor, …
 * "the Manufacturer"` gives "ORGANIC PREPARATIONS INC.". The name runs from the last "between",
 * "and", "among" or "by" before the term to its description or its company form.
 */
function partiesOf(opening: string): string[] {
  const parties: string[] = [];
  let previousEnd = 0;
  for (const match of opening.matchAll(DEFINED_TERM)) {
    const before = opening.slice(previousEnd, match.index);
    previousEnd = match.index + match[0].length;
    if (NOT_A_PARTY_TERM.test((match[1] ?? '').trim())) continue;
    const name = nameBefore(before);
    if (name === null || parties.includes(name)) continue;
    parties.push(name);
    if (parties.length === 4) break;
  }
  return parties;
}

export function extractKeyFacts(text: string): KeyFacts {
  const opening = text.slice(0, 4000);
  const agreementDate =
    firstMatch(
      opening,
      new RegExp(`(?:dated|made|entered into|executed)[^.]{0,60}?(?:as of|on|this)?\\s*(${DATE})`, 'i'),
    ) ?? firstMatch(opening, new RegExp(`(${DATE})`, 'i'));
  const effectiveDate =
    firstMatch(text, new RegExp(`effective\\s+(?:as\\s+of|on|from)\\s+(?:the\\s+)?(${DATE})`, 'i')) ??
    firstMatch(text, new RegExp(`["“]Effective Date["”][^.]{0,80}?(${DATE})`, 'i')) ??
    agreementDate;
  const expiration =
    firstMatch(
      text,
      new RegExp(`(?:expire|terminate|continue)[^.]{0,80}?(?:on|until|through)\\s+(${DATE})`, 'i'),
    ) ??
    firstMatch(
      text,
      new RegExp(
        `(?:term|continue|remain in (?:full )?(?:force|effect))[^.]{0,80}?(?:period\\s+of|for)\\s+(${NUMBER}\\s*(?:\\(\\d+\\)\\s*)?(?:years?|months?))`,
        'i',
      ),
    );
  const governingLaw = firstMatch(
    text,
    /(?:governed\s+by|construed\s+(?:and\s+enforced\s+)?in\s+accordance\s+with|subject\s+to)[^.]{0,60}?laws?\s+of\s+(?:the\s+)?((?:State|Commonwealth|Province|Republic)\s+of\s+[\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+)?|[\p{Lu}][\p{L}]+(?:\s+(?:[\p{Lu}][\p{L}]+|and|of)){0,3})/u,
  );
  const sentences = splitSentences(text).map((range) => text.slice(range.start, range.end));
  const initialTerm = expiration === null ? null : firstDuration(expiration);
  const renewal = renewalTerm(sentences, initialTerm)?.text ?? null;
  const notice = renewalNotice(sentences);
  return {
    parties: partiesOf(opening),
    agreement_date: closedOrdinal(agreementDate),
    effective_date: closedOrdinal(effectiveDate),
    expiration_date: closedOrdinal(expiration),
    governing_law: governingLaw,
    renewal_term: renewal,
    notice_period: notice,
  };
}
