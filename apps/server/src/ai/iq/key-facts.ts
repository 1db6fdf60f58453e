import { firstDuration } from '../../lib/text/duration.ts';
import { governingLaw } from './key-facts-law.ts';
import { partiesOf } from './key-facts-parties.ts';
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
  const sentences = splitSentences(text).map((range) => text.slice(range.start, range.end));
  const initialTerm = expiration === null ? null : firstDuration(expiration);
  const renewal = renewalTerm(sentences, initialTerm)?.text ?? null;
  const notice = renewalNotice(sentences);
  return {
    parties: partiesOf(opening),
    agreement_date: closedOrdinal(agreementDate),
    effective_date: closedOrdinal(effectiveDate),
    expiration_date: closedOrdinal(expiration),
    governing_law: governingLaw(sentences),
    renewal_term: renewal,
    notice_period: notice,
  };
}
