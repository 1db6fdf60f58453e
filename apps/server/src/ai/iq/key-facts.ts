import { firstDate } from '../../lib/text/calendar-date.ts';
import { firstDuration } from '../../lib/text/duration.ts';
import { agreementDate, effectiveDate, written } from './key-facts-dates.ts';
import { expirationDate } from './key-facts-expiration.ts';
import { governingLaw } from './key-facts-law.ts';
import { contractParties, partyLabel } from './key-facts-parties.ts';
import { renewalNotice, renewalTerm } from './key-facts-renewal.ts';
import { splitSentences } from './sentences.ts';

/**
 * The key facts of a contract, read by rules from how contracts state them: the parties (the names
 * before the defined terms of the preamble, with those terms), the dates, the governing law, the renewal term
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

/** The key facts of a text that states none. */
export const NO_KEY_FACTS: KeyFacts = {
  parties: [],
  agreement_date: null,
  effective_date: null,
  expiration_date: null,
  governing_law: null,
  renewal_term: null,
  notice_period: null,
};

export function extractKeyFacts(text: string): KeyFacts {
  const sentences = splitSentences(text).map((range) => text.slice(range.start, range.end));
  const agreement = agreementDate(text);
  const effective = effectiveDate(text, agreement);
  const start = (effective === null ? null : firstDate(effective)) ?? agreement?.date ?? null;
  const expiration = expirationDate(sentences, start);
  const initialTerm = expiration === null ? null : firstDuration(expiration);
  return {
    parties: contractParties(text).map(partyLabel),
    agreement_date: agreement === null ? null : written(agreement),
    effective_date: effective,
    expiration_date: expiration,
    governing_law: governingLaw(sentences),
    renewal_term: renewalTerm(sentences, initialTerm)?.text ?? null,
    notice_period: renewalNotice(sentences),
  };
}
