import { IN_CHEQUE_LIMITATION_NOTE, type Procedure, type Provision, type SideKey } from './procedure-law.ts';

/**
 * The procedure of a cheque-dishonour case in India (issue 15), instead of the police case's: a
 * Section 138 offence is taken up only on the payee's written complaint (Section 142(1)(a)
 * Negotiable Instruments Act 1881), is bailable, and is not investigated by the police; its
 * conditions are the notice, the 15 days and the month. No judgement is named here.
 */
const NI = 'Negotiable Instruments Act 1881';

const COMMON: Provision[] = [
  {
    provision: `Section 142 ${NI}`,
    why: 'Cognizance only on the written complaint of the payee or holder in due course, within one month of the cause of action (delay condonable under the proviso to 142(1)(b)); the complaint lies where the payee’s bank branch is (142(2), inserted in 2015).',
  },
  {
    provision: `Section 139 ${NI}`,
    why: 'The cheque is presumed given for a debt or liability (with Section 118); the accused may rebut it on a preponderance of probabilities.',
  },
  {
    provision: `Section 143 ${NI}`,
    why: 'The case is tried summarily by the Magistrate.',
  },
  {
    provision: `Section 143A ${NI}`,
    why: 'The Court may order the accused to pay interim compensation of up to 20 % of the cheque’s amount.',
  },
  {
    provision: `Section 145 ${NI}`,
    why: 'The complainant’s evidence may be given on affidavit; the accused may apply to cross-examine (145(2)).',
  },
  {
    provision: `Section 146 ${NI}`,
    why: 'The bank’s return memo is proof of the dishonour unless disproved.',
  },
  {
    provision: `Section 147 ${NI}`,
    why: 'The offence is compoundable: a settlement ends the case at any stage.',
  },
  {
    provision: `Section 148 ${NI}`,
    why: 'On the accused’s appeal against conviction, a deposit of at least 20 % of the fine or compensation may be ordered.',
  },
  {
    provision: `Section 141 ${NI}`,
    why: 'Where a company drew the cheque, the persons in charge of its business are liable with it.',
  },
];

const LIMITATION = {
  rule: 'Section 142(1)(b) Negotiable Instruments Act 1881: the complaint within one month of the cause of action (the 15 days after the demand notice is received); later only for sufficient cause',
  years: null,
  note: IN_CHEQUE_LIMITATION_NOTE,
};

export const IN_CHEQUE_PROCEDURE: Record<SideKey, Procedure> = {
  victim: {
    provisions: [
      ...COMMON,
      {
        provision: 'Section 223 BNSS (formerly Section 200 CrPC)',
        why: 'The complaint to the Magistrate; the affidavit under Section 145 stands for the examination of the complainant.',
      },
    ],
    limitation: LIMITATION,
    nextSteps: [
      'Send the written demand notice within 30 days of receiving the bank’s return memo (Section 138(b)); keep the postal receipt and the proof of delivery.',
      'Wait 15 days from the drawer’s receipt of the notice: if the amount is not paid by then, the offence is complete (Section 138(c)).',
      'File the complaint under Sections 138 and 142 within one month after those 15 days, before the Magistrate where your bank branch is (Section 142(2)), with the affidavit of evidence (Section 145), the cheque, the return memo, the notice and its proof of delivery; if late, with an application to condone the delay.',
      'When the accused appears, apply for interim compensation of up to 20 % of the cheque’s amount (Section 143A).',
      'Consider compounding at any stage (Section 147): a settlement for the cheque’s amount ends the case.',
    ],
  },
  accused: {
    provisions: [
      ...COMMON,
      {
        provision: 'Section 478 BNSS (formerly Section 436 CrPC)',
        why: 'The offence is bailable: bail on appearance is a right, on a bond with or without sureties.',
      },
      {
        provision: 'Section 528 BNSS (formerly Section 482 CrPC)',
        why: 'The High Court may quash a complaint whose conditions are not met, or against a director not in charge of the company’s business.',
      },
    ],
    limitation: LIMITATION,
    nextSteps: [
      'Reply to the demand notice within its 15 days: deny the debt and say why (the cheque given as security, the debt not due or already paid); check that the notice came within 30 days of the return memo.',
      'On the summons, appear before the Magistrate and apply for bail under Section 478 BNSS: the offence is bailable.',
      'Oppose interim compensation under Section 143A: the Court “may” order it, and a probable defence weighs against it.',
      'Apply under Section 145(2) to cross-examine the complainant, and lead the evidence that rebuts the presumption under Section 139.',
      'Consider compounding (Section 147); if convicted, appeal, where a deposit of at least 20 % may be ordered (Section 148).',
    ],
  },
};
