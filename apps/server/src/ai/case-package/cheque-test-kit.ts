import type { CaseInput } from './case-input.ts';

/** A cheque case (issue 15): the payee Ravi Kumar, the drawer Suresh Patil, as the payee tells it. */
export const CHEQUE: CaseInput = {
  workspaceName: 'Kumar v. Patil',
  clientName: 'Ravi Kumar',
  opponentName: 'Suresh Patil',
  areaOfLaw: 'Negotiable instruments',
  caseType: 'Criminal',
  representing: 'victim',
  complainant: 'Ravi Kumar',
  accused: 'Suresh Patil',
  victim: 'Ravi Kumar',
  allegations:
    'Dishonour of cheque: the cheque was returned unpaid for insufficient funds. (Section 138 Negotiable Instruments Act 1881)',
  factsSummary: `On 03/06/2022 the accused Suresh Patil bought goods worth Rs. 2,50,000 from the complainant Ravi Kumar on credit.
On 12/08/2022 the accused issued cheque No. 004512 for Rs. 2,50,000 drawn on HDFC Bank at Pune.
The cheque was returned unpaid on 20/08/2022 for insufficient funds.
The complainant sent a legal notice dated 01/09/2022 demanding the amount.
The accused received the notice on 05/09/2022 but did not pay within fifteen days.`,
  files: [],
};
