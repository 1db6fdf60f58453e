import { messages } from '@lexi/shared/messages';
import type { CuadCategory } from './cuad-categories.ts';

const rationales = messages.analysis.reasons.amendments;

export type NegotiationJurisdiction = 'india' | 'us' | 'uk';

/** The legal system a contract's governing law points to (the drafting engine's three); US by default. */
export function jurisdictionOf(governingLaw: string | null): NegotiationJurisdiction {
  if (governingLaw !== null && /india/i.test(governingLaw)) return 'india';
  if (governingLaw !== null && /england|wales|scotland|united kingdom|northern ireland/i.test(governingLaw))
    return 'uk';
  return 'us';
}

/**
 * What LeXi proposes for a risky clause: words added to the contract's own sentence (before its final
 * stop), and why. Wording follows the drafting engine's clauses (ai/builtin), so a negotiated contract
 * reads like one LeXi drafts.
 */
export const AMENDMENTS: Partial<Record<CuadCategory, { addition: string; rationale: string }>> = {
  'Anti-Assignment': {
    addition:
      ', which consent shall not be unreasonably withheld, conditioned or delayed; either Party may nevertheless assign this Agreement without consent to an affiliate or to a successor to all or substantially all of its business',
    rationale: rationales['Anti-Assignment'],
  },
  'Termination for Convenience': {
    addition:
      ', provided that termination without cause requires at least 90 (ninety) days’ prior written notice and payment for all work performed and costs committed up to the date of termination',
    rationale: rationales['Termination for Convenience'],
  },
  'Non-Compete': {
    addition:
      ', limited to the products covered by this Agreement, the territory in which they are supplied and 12 (twelve) months after this Agreement ends',
    rationale: rationales['Non-Compete'],
  },
  Exclusivity: {
    addition:
      ', provided that exclusivity ends on 30 (thirty) days’ written notice if the other Party fails to meet its supply, purchase or performance obligations',
    rationale: rationales.Exclusivity,
  },
  'Minimum Commitment': {
    addition:
      ', provided that any shortfall may be carried forward to the following period and is not itself a breach of this Agreement',
    rationale: rationales['Minimum Commitment'],
  },
  'Liquidated Damages': {
    addition:
      ', which sum is a genuine pre-estimate of loss, is the sole remedy for the breach concerned and shall not exceed the fees paid in the 12 (twelve) months before the breach',
    rationale: rationales['Liquidated Damages'],
  },
  'IP Ownership Assignment': {
    addition:
      ', excluding each Party’s pre-existing intellectual property and general know-how, which it keeps and licenses to the other Party only as needed to use the deliverables',
    rationale: rationales['IP Ownership Assignment'],
  },
  'Covenant Not to Sue': {
    addition: ', except for claims of fraud, wilful misconduct or breach of this Agreement',
    rationale: rationales['Covenant Not to Sue'],
  },
  'Uncapped Liability': {
    addition:
      ', provided that each Party’s total liability under this Agreement is limited to the total fees paid and payable under it in the 12 (twelve) months before the claim arose, except for fraud, gross negligence or wilful misconduct',
    rationale: rationales['Uncapped Liability'],
  },
  'Irrevocable or Perpetual License': {
    addition:
      ', save that the licence may be terminated on written notice if the licensee materially breaches it and fails to remedy the breach within 30 (thirty) days of notice',
    rationale: rationales['Irrevocable or Perpetual License'],
  },
  'Most Favored Nation': {
    addition:
      ', provided that this applies only to comparable volumes, terms and territories and only to agreements made after the Effective Date',
    rationale: rationales['Most Favored Nation'],
  },
  'Change of Control': {
    addition:
      ', provided that a change of control of a Party does not give the other Party a right to terminate unless the acquirer is a direct competitor of it',
    rationale: rationales['Change of Control'],
  },
  'Audit Rights': {
    addition:
      ', no more than once in any 12 (twelve) months, on at least 30 (thirty) days’ written notice, during business hours and at the auditing Party’s cost',
    rationale: rationales['Audit Rights'],
  },
};

/** The clause LeXi proposes to add when an expected clause is missing, by legal system. */
export function missingClauseText(
  category: CuadCategory,
  jurisdiction: NegotiationJurisdiction,
): string | null {
  switch (category) {
    case 'Cap on Liability':
      return 'Neither Party is liable to the other for any indirect or consequential loss, or for loss of profit, revenue or goodwill, arising under this Agreement. Each Party’s total liability under this Agreement is limited to the total fees paid and payable under it in the 12 (twelve) months before the claim arose.';
    case 'Anti-Assignment':
      return 'Neither Party may assign, transfer or subcontract any of its rights or obligations under this Agreement without the prior written consent of the other Party, which shall not be unreasonably withheld.';
    case 'Insurance':
      return 'Each Party shall maintain, with reputable insurers, insurance adequate to cover its liabilities under this Agreement for as long as it lasts, and shall provide evidence of that insurance on request.';
    case 'Warranty Duration':
      return 'The warranties in this Agreement last for 12 (twelve) months from delivery; a claim notified in writing within that period may be pursued after it ends.';
    case 'Third Party Beneficiary':
      return jurisdiction === 'uk'
        ? 'A person who is not a Party has no right under the Contracts (Rights of Third Parties) Act 1999 to enforce any term of this Agreement.'
        : 'This Agreement is for the sole benefit of the Parties and their permitted successors and assigns, and nothing in it confers any legal or equitable right, benefit or remedy on any other person.';
    case 'Governing Law':
      return jurisdiction === 'india'
        ? 'This Agreement is governed by the laws of India, and the courts at New Delhi have exclusive jurisdiction over any dispute arising out of or in connection with it.'
        : jurisdiction === 'uk'
          ? 'This Agreement and any dispute or claim arising out of or in connection with it are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.'
          : 'This Agreement and any dispute arising out of or relating to it shall be governed by the laws of the State of New York, without giving effect to any choice-of-law rules that would apply the laws of another jurisdiction.';
    case 'Audit Rights':
      return 'Each Party shall keep accurate books and records of the amounts due under this Agreement and shall allow the other Party, once in any 12 (twelve) months and on 30 (thirty) days’ written notice, to have them audited at its own cost.';
    case 'Non-Transferable License':
      return 'The licence granted in this Agreement is personal to the licensee and may not be transferred or sublicensed without the licensor’s prior written consent.';
    default:
      return null;
  }
}
