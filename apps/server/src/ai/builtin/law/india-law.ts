import { describeParty } from '../party-details.ts';
import type { JurisdictionLaw } from './jurisdiction-law.ts';

/** Indian law: Indian Contract Act 1872, stamp acts, Arbitration and Conciliation Act 1996, DPDP Act 2023. */
export const indiaLaw: JurisdictionLaw = {
  jurisdiction: 'india',

  intro: (ctx, title) =>
    `This ${title} (the “Agreement”) is executed at ${ctx.place.city ?? ctx.place.state} and takes effect on ${ctx.effectiveDate} (the “Effective Date”) by and between:`,

  partyDetails: (ctx, p) => {
    const successors =
      p.party.type === 'Business'
        ? 'its successors and permitted assigns'
        : 'their heirs, executors, administrators, legal representatives and permitted assigns';
    return `${describeParty(ctx, p, 'registered office')} (hereinafter referred to as the “${p.role}”, which expression shall, unless repugnant to the context or meaning thereof, include ${successors})`;
  },

  businessDay: () =>
    'a day other than a Saturday, Sunday or public holiday on which scheduled banks are open for business in the city named in the clause on governing law',

  interpretation: () => [
    'This Agreement is a contract within the meaning of the Indian Contract Act, 1872: each Party confirms that it is competent to contract, that it gives its consent freely, and that the consideration and object of this Agreement are lawful.',
    'Headings are for convenience only; the singular includes the plural and vice versa; a reference to a statute includes that statute as amended or re-enacted from time to time; the words “including” and “include” are illustrative and do not limit the words before them.',
  ],

  dataProtection: () => [
    'Each Party shall process any personal data it receives under this Agreement only for the purposes of this Agreement and in accordance with the Digital Personal Data Protection Act, 2023 and the rules made under it, and, until those rules take effect, the Information Technology Act, 2000 and the rules made under it.',
    'Where a Party acts as a Data Fiduciary it shall give the notices and obtain the consents that the Digital Personal Data Protection Act, 2023 requires, keep reasonable security safeguards against personal data breaches, and inform the other Party without undue delay of any personal data breach affecting data received from it.',
    'A Party that processes personal data on behalf of the other acts only on that Party’s documented instructions and erases the data when the purpose is served or this Agreement ends, unless retention is required by law.',
  ],

  stampDuty: (ctx) => [
    `This Agreement shall be stamped, at the cost of the Party required to pay under the applicable law (and failing that equally by the Parties), in accordance with the Indian Stamp Act, 1899 as applicable in ${ctx.place.formal}, or the stamp law in force there, before or at the time of its execution, or within the time allowed by that law for documents executed electronically.`,
    'The Parties acknowledge that an instrument that is not duly stamped may not be admissible in evidence until the deficit duty and any penalty are paid, and shall cooperate to register this Agreement under the Registration Act, 1908 where registration is compulsory.',
  ],

  authority: (ctx) => [
    `Each Party that is a business entity represents that its signatory has been duly authorised to execute this Agreement on its behalf by a resolution of its Board of Directors (or of its partners or other governing body, as applicable), and shall deliver a certified true copy of that resolution to the other Party on or before execution.`,
    `Each Party represents that the execution and performance of this Agreement do not breach its constitutional documents, any law applicable to it or any agreement binding on it, and that ${ctx.isResolutions ? 'all corporate approvals' : 'all approvals'} required for this Agreement have been obtained.`,
  ],

  governingLaw: (ctx) => [
    `This Agreement and any dispute or claim arising out of or in connection with it shall be governed by and construed in accordance with the laws of India, including the Indian Contract Act, 1872.`,
    `Subject to the clause on arbitration below, the courts at ${ctx.place.label} shall have exclusive jurisdiction.`,
  ],

  disputeResolution: (ctx) => [
    'The Parties shall first try in good faith to settle any dispute arising out of or in connection with this Agreement through negotiation between their authorised representatives within 30 (thirty) days of a written notice of dispute.',
    `A dispute not settled within that period shall be referred to and finally resolved by arbitration under the Arbitration and Conciliation Act, 1996, by a sole arbitrator appointed by mutual agreement of the Parties or, failing agreement within 30 (thirty) days, in accordance with that Act. The seat and venue of arbitration shall be ${ctx.place.city ?? ctx.place.state}, ${ctx.place.city ? `${ctx.place.state}, ` : ''}India, and the language of the arbitration shall be English.`,
    'The award shall be final and binding on the Parties. Nothing in this clause prevents a Party from seeking urgent interim relief under section 9 of the Arbitration and Conciliation Act, 1996.',
  ],

  thirdPartyRights: () =>
    'Nothing in this Agreement confers any right or benefit on any person who is not a Party to it.',

  electronicSignature: () =>
    'This Agreement may be executed in counterparts, each of which is an original and which together form one instrument. The Parties agree that execution by electronic signature or electronic authentication technique recognised under the Information Technology Act, 2000 (including Aadhaar-based e-sign) is valid and binding.',

  closing: () =>
    'IN WITNESS WHEREOF the Parties have executed this Agreement on the dates written below, with effect from the Effective Date.',
};
