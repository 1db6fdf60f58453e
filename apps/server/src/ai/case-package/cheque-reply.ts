import type { PackageFact } from '@lexi/shared/api/case-package';
import { type ChequeCase, chequeNamed, noticeDaysAfterReturn, written } from './cheque-case.ts';
import { h, ol, p, ul } from './draft-html.ts';
import { type DrawerDefence, drawerFacts } from './drawer-facts.ts';
import { inCourtVoice, inReplyVoice } from './letter-voice.ts';

/** How a reply opens each defence the facts show, before the facts that show it. */
const DEFENCE_LEADS: Record<DrawerDefence, string> = {
  not_issued:
    'My client did not issue the cheque to your client, nor for any debt or liability. The facts are these:',
  security:
    'The cheque was given as security, not in discharge of a debt then due: it supports no complaint unless a debt was due on it when it was presented. The facts are these:',
  no_debt:
    'No legally enforceable debt or other liability was due from my client to your client. The facts are these:',
  paid: 'Your notice does not disclose the payment my client made, for which your client must account:',
  notice_not_received:
    'Your notice was not served on my client; the 15 days of Section 138(c) run only from its receipt. The facts are these:',
};

const NO_DEFENCE_STATED =
  '[State my client’s defence on instructions: the cheque given as security, no debt due on it, the amount paid, or the notice not received. The case’s facts state none.]';

/**
 * The drawer's reply to the demand notice (issue 15), in the drawer's voice: it answers the
 * notice, admits of the cheque only what is of record (its number, date and amount, and its
 * return, as the facts give them) and denies the debt, denies the payee's allegations and puts the
 * payee to strict proof of them, and gives the defences the facts show, each with its facts, or a
 * blank to state them where the facts show none. It never recites the payee's story as the
 * drawer's own.
 */
export function chequeReply(
  cheque: ChequeCase,
  facts: readonly PackageFact[],
  sides: { ours: string; theirs: string },
  allegations: readonly string[],
): { parts: string[]; prayer: string } {
  const reading = drawerFacts(facts);
  const denied = [...reading.alleged, ...allegations].map(inReplyVoice);
  const has = (defence: DrawerDefence) => reading.defences.some((d) => d.defence === defence);
  const received = has('notice_not_received') ? null : cheque.noticeReceived;
  const late = noticeDaysAfterReturn(cheque);
  const parts = [
    p(
      `This is a reply to your notice dated ${written(cheque.notice, '[date of the notice]')}${
        received ? `, which my client received on ${written(received, '')}` : ''
      }, given on behalf of your client ${sides.theirs} under Section 138(b) of the Negotiable Instruments Act, 1881.`,
    ),
    p(
      'Every statement and allegation of your notice is denied, save what is expressly admitted below; nothing is admitted for want of a specific denial.',
    ),
    p(recordAdmitted(cheque, has('not_issued'))),
    denied.length
      ? p('In particular, the following are denied, and your client is put to strict proof of each:') +
        ol(denied)
      : '',
    reading.own.length
      ? p('The true facts, as my client instructs, are these:') + ul(reading.own.map(inReplyVoice))
      : '',
    ...(reading.defences.length
      ? reading.defences.map(
          ({ defence, facts: shown }) => p(DEFENCE_LEADS[defence]) + ul(shown.map(inReplyVoice)),
        )
      : [p(NO_DEFENCE_STATED)]),
    late !== null && late > 30
      ? p(
          `Your notice was given ${late} days after the cheque’s return, beyond the 30 days Section 138(b) allows: no complaint lies on it.`,
        )
      : '',
    p(
      'The presumption under Section 139 of the Negotiable Instruments Act, 1881 is rebuttable on a preponderance of probabilities, and my client will rebut it.',
    ),
  ];
  const returnCheque = has('security') || has('not_issued');
  return {
    parts,
    prayer: `${
      returnCheque
        ? 'Your client is called upon to return the cheque to my client within 15 days of this reply. '
        : ''
    }My client ${sides.ours} denies any liability to your client under the cheque and every allegation of your notice not admitted here; any complaint under Section 138 will be defended at your client’s risk as to costs.`,
  };
}

/** What the reply admits of the cheque: its particulars and return as of record, never the debt. */
function recordAdmitted(cheque: ChequeCase, notIssued: boolean): string {
  const denied =
    'it is denied that the cheque was issued in discharge of any legally enforceable debt or other liability to your client';
  if (notIssued)
    return `That ${cheque.number ? `cheque ${cheque.number}` : 'the cheque'} is of my client’s account is not disputed; it is denied that my client issued it to your client, and ${denied}.`;
  if (!cheque.number) return `As to the cheque your notice refers to, ${denied}.`;
  const returned = cheque.returned
    ? ` and that the bank returned it unpaid on ${written(cheque.returned, '')}`
    : '';
  return `It is a matter of record that ${chequeNamed(cheque)} is drawn on my client’s account${returned}. Nothing more is admitted: ${denied}.`;
}

/**
 * The facts of a draft for the drawer in court (a bail application): what the complaint alleges,
 * not admitted, apart from the drawer's own case, so that the complainant's story is never told as
 * the accused's.
 */
export function drawerFactsHtml(facts: readonly PackageFact[], accused: string): string {
  const reading = drawerFacts(facts);
  const theirs = new Set(reading.complaint);
  const own = facts.map((f) => f.text).filter((text) => !theirs.has(text));
  return [
    reading.complaint.length ? h(3, 'The complainant’s case (not admitted)') + ol(reading.complaint) : '',
    own.length ? h(3, `The case of ${accused}`) + ul(own.map(inCourtVoice)) : '',
  ].join('');
}
