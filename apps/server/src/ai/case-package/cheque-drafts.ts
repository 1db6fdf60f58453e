import type { DraftKind } from '@lexi/shared/api/case-package';
import {
  type ChequeCase,
  chequeConditions,
  chequeNamed,
  noticeDaysAfterReturn,
  written,
} from './cheque-case.ts';
import { h, ol, p, ul } from './draft-html.ts';
import type { SideKey } from './procedure-law.ts';

/**
 * The drafts of a cheque-dishonour case (issue 15), with the kinds of the civil and criminal
 * drafts and titles of their own: the payee sends the demand notice and files the complaint
 * under Sections 138 and 142; the drawer replies to the notice and, summoned, asks for bail in a
 * bailable offence. No FIR, protest petition or anticipatory bail: the police take no part.
 */
export const CHEQUE_DRAFT_KINDS: Record<SideKey, DraftKind[]> = {
  victim: ['legal_notice', 'complaint'],
  accused: ['reply_notice', 'bail_application'],
};

export const CHEQUE_TITLES: Partial<Record<DraftKind, string>> = {
  legal_notice: 'Demand Notice under Section 138(b) of the Negotiable Instruments Act, 1881',
  complaint: 'Complaint under Sections 138 and 142 of the Negotiable Instruments Act, 1881',
  reply_notice: 'Reply to the Demand Notice under Section 138(b) of the Negotiable Instruments Act, 1881',
  bail_application:
    'Application for Bail under Section 478 BNSS (formerly Section 436 CrPC): the Offence under Section 138 of the Negotiable Instruments Act, 1881 is Bailable',
};

/** The Magistrate where the payee's bank branch is (Section 142(2)(a)), not the police's district. */
export const CHEQUE_COURT_LINE =
  'In the Court of the Judicial Magistrate First Class / Metropolitan Magistrate, [place of the complainant’s bank branch]';

type Sides = { claimant: string; defendant: string; ours: string };

/** A cheque draft's own parts (HTML) and its prayer; null for a kind a cheque case does not draft. */
export function chequeDraftParts(
  kind: DraftKind,
  cheque: ChequeCase,
  sides: Sides,
  offences: string,
): { parts: string[]; prayer: string } | null {
  const amount = cheque.amount ?? 'Rs. [amount]';
  const late = noticeDaysAfterReturn(cheque);
  switch (kind) {
    case 'legal_notice':
      return {
        parts: [
          p(
            `The ${chequeNamed(cheque)}, drawn by you in discharge of your debt to my client, was presented by my client and returned unpaid by the bank on ${written(cheque.returned, '[date of the return memo]')}, as the bank’s return memo shows.`,
          ),
          p(
            `By this notice under Section 138(b) of the Negotiable Instruments Act, 1881, given within 30 days of my client’s receipt of the bank’s memo, my client demands payment of the amount of the cheque, ${amount}.`,
          ),
        ],
        prayer: `You are called upon to pay my client ${sides.ours} ${amount}, the amount of the cheque, within 15 days of receiving this notice, failing which my client will file a complaint against you under Sections 138 and 142 of the Negotiable Instruments Act, 1881, at your risk as to costs and consequences.`,
      };
    case 'reply_notice':
      return {
        parts: [
          p(
            `My client denies that the ${chequeNamed(cheque)} was issued in discharge of any legally enforceable debt or liability to your client: [state the defence: the cheque was given as security, the debt was not due, or the amount was paid].`,
          ),
          p(
            'The presumption under Section 139 of the Negotiable Instruments Act, 1881 is rebuttable, and my client will rebut it.',
          ),
          late !== null && late > 30
            ? p(
                `Your notice was given ${late} days after the cheque’s return, beyond the 30 days Section 138(b) allows: no complaint lies on it.`,
              )
            : '',
        ],
        prayer: `My client ${sides.ours} owes your client nothing under the cheque and denies every allegation of your notice not admitted here; any complaint under Section 138 will be defended at your client’s risk as to costs.`,
      };
    case 'complaint':
      return {
        parts: [
          h(3, 'The conditions of Section 138 of the Negotiable Instruments Act, 1881'),
          ol(chequeConditions(cheque, sides.defendant)),
        ],
        prayer: `It is prayed that the Court take cognizance of the offences under ${offences || 'Section 138 Negotiable Instruments Act 1881'}, summon ${sides.defendant}, try the case summarily (Section 143), direct the accused to pay interim compensation of up to 20 % of the cheque’s amount (Section 143A), and on conviction punish the accused and award the complainant compensation under Section 395 BNSS (formerly Section 357 CrPC).`,
      };
    case 'bail_application':
      return {
        parts: [
          h(3, 'Bail in a bailable offence'),
          ul([
            `The offence alleged, under Section 138 of the Negotiable Instruments Act, 1881, is bailable: on appearing, ${sides.defendant} is entitled to be released on bail (Section 478 BNSS, formerly Section 436 CrPC).`,
            `${sides.defendant} appears in answer to the summons and undertakes to attend every date; the case rests on documents and is tried summarily (Section 143).`,
            `${sides.defendant} disputes the debt and will rebut the presumption under Section 139; no interim compensation under Section 143A is warranted.`,
          ]),
        ],
        prayer: `It is prayed that ${sides.defendant} be released on bail on a personal bond, with or without sureties, as the Court deems fit (Section 478 BNSS).`,
      };
    default:
      return null;
  }
}
