import type { PackageFact } from '@lexi/shared/api/case-package';
import type { CaseNature, Jurisdiction } from '../litigation/allegation-rules.ts';
import { isProcedureProvision, provisionKey } from '../litigation/cited-provisions.ts';
import { principalSum } from '../litigation/claim-facts.ts';
import { findDates, writeDate } from '../litigation/fact-dates.ts';
import type { OtherOffence } from './cheque-other-offences.ts';

/**
 * A cheque-dishonour case in India (issue 15): an offence under Section 138 of the Negotiable
 * Instruments Act 1881, taken up only on the payee's written complaint (Section 142(1)(a)), not a
 * police case. Its dates, as the facts give them, decide whether its conditions are met.
 */
export type ChequeCase = {
  /** "No. 004512", as the facts write it, or null. */
  number: string | null;
  /** The cheque's sum as the facts write it ("Rs. 2,50,000"), or null. */
  amount: string | null;
  /** ISO dates the facts give (null: not said). */
  issued: string | null;
  returned: string | null;
  notice: string | null;
  noticeReceived: string | null;
  /** The offences alleged beside Section 138 (cheating, breach of trust…): their police route too. */
  others: OtherOffence[];
};

const SECTION_138 = provisionKey('Section 138 Negotiable Instruments Act 1881');

/**
 * Whether the case is a cheque case: Indian, criminal, and Section 138 among its offences (those
 * its allegations invoke and its facts cite). A case that also alleges another offence (cheating,
 * intimidation) is a cheque case too, whose other offences go by the police route beside the
 * payee's complaint (see `otherOffencesOf`).
 */
export function isChequeCase(
  jurisdiction: Jurisdiction,
  nature: CaseNature,
  provisions: readonly string[],
): boolean {
  if (jurisdiction !== 'IN' || nature !== 'criminal') return false;
  return provisions.filter((p) => !isProcedureProvision(p)).some((p) => provisionKey(p) === SECTION_138);
}

const RETURNED = /\b(?:returned|dishono(?:u)?red|bounced|unpaid|insufficient\s+funds|return\s+memo)\b/i;
const NOTICE = /\bnotice\b/i;
// "was never received", "not served": the drawer's plea, no date of receipt.
const RECEIVED = /\b(?<!\b(?:not|never)\s+(?:been\s+)?)(?:received|served|delivered)\b/i;

/** The first dated fact that says what `test` looks for. */
const dateOf = (facts: readonly PackageFact[], test: (text: string) => boolean) =>
  facts.find((f) => f.date !== null && test(f.text))?.date ?? null;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The date a fact gives after a word of it ("… presented it on 12 August, and it was returned on
 * 20 August": the return's is the second), else the fact's own date.
 */
function dateAfter(fact: PackageFact, word: RegExp): string | null {
  const at = word.exec(fact.text)?.index ?? 0;
  // The facts' dates are written out already ("12 August 2022"), whatever their order was.
  const found = findDates(fact.text, 'day-first').find((d) => d.index >= at);
  return found ? iso(found.date) : fact.date;
}

/** The cheque's own date where a fact writes it ("cheque … dated 12/08/2022", "filled in the date …"). */
const CHEQUE_DATE = /\bcheque\b[^;]{0,60}?\bdated\s+(?=\d)|\bthe\s+date\s+(?=\d)/i;

/** The cheque's particulars and dates, read from the facts in their order (nothing guessed). */
export function chequeCaseOf(facts: readonly PackageFact[], others: OtherOffence[] = []): ChequeCase {
  const cheque = facts.filter((f) => /\bcheques?\b/i.test(f.text));
  const drawn = cheque.find((f) => !RETURNED.test(f.text) && !NOTICE.test(f.text)) ?? cheque[0];
  const text = drawn?.text ?? '';
  const number = /\bcheque\s+(No\.?\s*[A-Za-z0-9-]+)/i.exec(text)?.[1] ?? null;
  // The cheque's date as written on it, else the date of the fact that tells its drawing.
  const dated = cheque.find((f) => !NOTICE.test(f.text) && CHEQUE_DATE.test(f.text));
  const returnedFact = cheque.find(
    (f) => f !== drawn && f.date !== null && RETURNED.test(f.text) && !NOTICE.test(f.text),
  );
  return {
    number,
    amount: principalSum(text)?.text ?? principalSum(cheque.map((f) => f.text).join('\n'))?.text ?? null,
    issued: dated ? dateAfter(dated, CHEQUE_DATE) : (drawn?.date ?? null),
    // The return is another fact than the drawing's, whose date is the cheque's.
    returned: returnedFact ? dateAfter(returnedFact, RETURNED) : null,
    notice: dateOf(facts, (t) => NOTICE.test(t) && !(RECEIVED.test(t) && !/\bdated\b/i.test(t))),
    noticeReceived: dateOf(facts, (t) => NOTICE.test(t) && RECEIVED.test(t) && !/\bdated\b/i.test(t)),
    others,
  };
}

/**
 * The facts a demand notice recites: what happened before it. The notice itself, its receipt and
 * what followed are not told in the notice that is being written, and neither is any fact dated
 * on or after the notice's date when the facts give one.
 */
export function factsBeforeNotice(facts: readonly PackageFact[], cheque: ChequeCase): PackageFact[] {
  return facts.filter(
    (f) => !NOTICE.test(f.text) && !(cheque.notice && f.date !== null && f.date >= cheque.notice),
  );
}

const DAY = 86_400_000;
const time = (iso: string) => new Date(`${iso}T00:00:00Z`).getTime();
const daysBetween = (from: string, to: string) => Math.round((time(to) - time(from)) / DAY);
/** An ISO date as drafts write it ("20 August 2022"), else the blank to fill. */
export const written = (iso: string | null, blank: string) =>
  iso ? writeDate(new Date(`${iso}T00:00:00Z`)) : blank;

/** The ISO date a number of days after an ISO date. */
export const daysAfter = (iso: string, days: number) =>
  new Date(time(iso) + days * DAY).toISOString().slice(0, 10);

/** The ISO date one calendar month after an ISO date (Section 142(1)(b)'s month). */
export function monthAfter(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The day the cause of action arises: the day after the 15 days from the notice's receipt
 * (Section 138(c)), when the facts date the receipt.
 */
export const causeOfAction = (cheque: ChequeCase) =>
  cheque.noticeReceived ? daysAfter(cheque.noticeReceived, 16) : null;

/**
 * The last day for the complaint (Section 142(1)(b)): one month of the cause of action, counted
 * on the safe side with the day it arises included (a day earlier than excluding it would give).
 */
export function complaintDeadline(cheque: ChequeCase): string | null {
  const arises = causeOfAction(cheque);
  return arises ? daysAfter(monthAfter(arises), -1) : null;
}

/** The notice's lateness: more than 30 days after the cheque's return (Section 138(b)). */
export function noticeDaysAfterReturn(cheque: ChequeCase): number | null {
  return cheque.returned && cheque.notice ? daysBetween(cheque.returned, cheque.notice) : null;
}

/** The cheque as a complaint names it: "cheque No. 004512 dated 12 August 2022 for Rs. 2,50,000". */
export function chequeNamed(cheque: ChequeCase): string {
  return [
    `cheque ${cheque.number ?? 'No. [number]'}`,
    `dated ${written(cheque.issued, '[date of the cheque]')}`,
    `for ${cheque.amount ?? 'Rs. [amount]'}`,
  ].join(' ');
}

/**
 * The conditions of Section 138 as a complaint pleads them, each with the dates the facts give
 * (a blank to fill where they give none), and where the dates show a condition missed, said so.
 */
export function chequeConditions(cheque: ChequeCase, accused: string): string[] {
  const late = noticeDaysAfterReturn(cheque);
  const { issued, returned } = cheque;
  const stale = issued !== null && returned !== null && returned > monthAfter(monthAfter(monthAfter(issued)));
  const received = cheque.noticeReceived;
  const arises = causeOfAction(cheque);
  const deadline = complaintDeadline(cheque);
  return [
    `${accused} drew ${chequeNamed(cheque)} on an account maintained by ${accused}, in discharge of a legally enforceable debt or liability to the complainant, which is presumed (Sections 118 and 139).`,
    `The cheque was presented within its validity (three months from its date) and returned unpaid by the bank on ${written(cheque.returned, '[date of the return memo]')}; the bank’s return memo is proof of the dishonour (Section 146)${
      stale
        ? ' — the return is more than three months after the cheque’s date: show that it was presented within its validity, or the condition is not met'
        : ''
    }.`,
    `The complainant gave the written demand notice dated ${written(cheque.notice, '[date of the notice]')} within 30 days of receiving the bank’s memo (Section 138(b))${
      late !== null && late > 30
        ? ` — the notice is ${late} days after the return: show that the memo was received later, or the condition is not met`
        : ''
    }.`,
    `${accused} received the notice on ${written(received, '[date of receipt]')} and did not pay the amount of the cheque within 15 days of receiving it (Section 138(c)); the cause of action arose on ${written(arises, '[the 16th day after receipt]')}.`,
    `This complaint is filed within one month of the cause of action${
      deadline ? `, by ${written(deadline, '')}` : ''
    } (Section 142(1)(b)); if it is late, an application to condone the delay for sufficient cause is filed with it (proviso to Section 142(1)(b)).`,
    'This Court has jurisdiction: the cheque was delivered for collection through the complainant’s bank branch at [place of the branch], within its local limits (Section 142(2)(a), inserted in 2015).',
    'The complainant’s evidence is filed on affidavit under Section 145 with this complaint, with the cheque, the return memo, the demand notice and the proof of its delivery.',
  ];
}
