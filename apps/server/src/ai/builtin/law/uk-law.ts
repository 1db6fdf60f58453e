import { describeParty } from '../party-details.ts';
import type { JurisdictionLaw } from './jurisdiction-law.ts';
import { ukLegalSystem } from './uk-legal-system.ts';

const lawName = {
  england: 'the law of England and Wales',
  scotland: 'Scots law',
  northern_ireland: 'the law of Northern Ireland',
};
const courts = {
  england: 'the courts of England and Wales',
  scotland: 'the Scottish courts',
  northern_ireland: 'the courts of Northern Ireland',
};

/** UK law: English (or Scots / Northern Irish) law, UK GDPR and DPA 2018, no third-party rights. */
export const ukLaw: JurisdictionLaw = {
  jurisdiction: 'uk',

  intro: (ctx, title) =>
    `This ${title} (this “Agreement”) is dated ${ctx.effectiveDate} and is made between:`,

  partyDetails: (ctx, p) => `${describeParty(ctx, p, 'registered office')} (the “${p.role}”)`,

  businessDay: (ctx) =>
    `a day other than a Saturday, Sunday or public holiday in ${ukLegalSystem(ctx.place) === 'scotland' ? 'Scotland' : ukLegalSystem(ctx.place) === 'northern_ireland' ? 'Northern Ireland' : 'England'} when banks are open for business`,

  interpretation: () => [
    'Clause headings do not affect interpretation. Words following “including”, “include” or “in particular” are illustrative and do not limit the words before them. A reference to legislation is to that legislation as amended, extended or re-enacted from time to time, and includes subordinate legislation made under it.',
    'A reference to writing includes email.',
  ],

  dataProtection: () => [
    'Each Party shall comply with the UK GDPR (as defined in section 3(10) of the Data Protection Act 2018) and the Data Protection Act 2018 (together, the “Data Protection Legislation”) in relation to any personal data processed under this Agreement.',
    'Where one Party processes personal data on behalf of the other, it shall do so only on the other Party’s documented instructions, ensure that its personnel are bound by confidentiality, implement appropriate technical and organisational measures, not transfer the data outside the United Kingdom without a lawful transfer mechanism, assist with data subjects’ requests, notify the other Party without undue delay on becoming aware of a personal data breach, and delete or return the data at the end of this Agreement, as Article 28 of the UK GDPR requires.',
  ],

  stampDuty: () => [],

  authority: () => [
    'Each Party that is a company or other entity warrants that it is duly incorporated or constituted, that its signatory has been authorised to enter into this Agreement on its behalf by a resolution of its board of directors (or equivalent governing body), and that it will provide a certified copy of that resolution on request.',
    'Each Party warrants that entering into and performing this Agreement will not breach its constitution, any law applicable to it or any agreement binding on it.',
  ],

  governingLaw: (ctx) => {
    const system = ukLegalSystem(ctx.place);
    return [
      `This Agreement and any dispute or claim (including a non-contractual dispute or claim) arising out of or in connection with it or its subject matter or formation shall be governed by and construed in accordance with ${lawName[system]}.`,
      `Each Party irrevocably agrees that ${courts[system]} shall have exclusive jurisdiction to settle any such dispute or claim.`,
    ];
  },

  disputeResolution: (ctx) => [
    'If a dispute arises, either Party may give the other written notice of it, and senior representatives of the Parties shall meet within 14 days of that notice to try in good faith to resolve it.',
    `If the dispute is not resolved within 30 days of the notice, the Parties may agree to refer it to mediation under the Model Mediation Procedure of the Centre for Effective Dispute Resolution; failing agreement or settlement, either Party may refer the dispute to ${courts[ukLegalSystem(ctx.place)]}. Nothing in this clause prevents a Party from seeking urgent injunctive or interim relief.`,
  ],

  thirdPartyRights: (ctx) =>
    ukLegalSystem(ctx.place) === 'scotland'
      ? 'No one other than a Party to this Agreement has any right under the Contract (Third Party Rights) (Scotland) Act 2017 or otherwise to enforce any of its terms.'
      : 'No one other than a Party to this Agreement, their successors and permitted assignees shall have any right to enforce any of its terms, and the Contracts (Rights of Third Parties) Act 1999 shall not apply to this Agreement.',

  electronicSignature: () =>
    'This Agreement may be executed in any number of counterparts, each of which when executed is an original and all of which together are one agreement. The Parties agree that this Agreement may be signed by electronic signature, which is admissible in evidence under section 7 of the Electronic Communications Act 2000 and binds the signing Party as a handwritten signature would.',

  closing: () => 'This Agreement has been entered into on the date stated at the beginning of it.',
};
