import type { DraftContext } from '../draft-context.ts';
import { describeParty } from '../party-details.ts';
import type { JurisdictionLaw } from './jurisdiction-law.ts';

/** The arbitral institution and its rules; employment disputes have their own rule sets. */
function arbitrationRules(ctx: DraftContext): string {
  const employment = ctx.type === 'employment';
  if (ctx.data.arbitration_body === 'JAMS') {
    return employment
      ? 'JAMS under its Employment Arbitration Rules & Procedures'
      : 'JAMS under its Comprehensive Arbitration Rules & Procedures';
  }
  return employment
    ? 'the American Arbitration Association under its Employment Arbitration Rules'
    : 'the American Arbitration Association under its Commercial Arbitration Rules';
}

/** US law: the chosen state's law, AAA or JAMS arbitration, E-SIGN/UETA; no foreign statutes. */
export const usLaw: JurisdictionLaw = {
  jurisdiction: 'us',

  intro: (ctx, title) =>
    `This ${title} (this “Agreement”) is entered into as of ${ctx.effectiveDate} (the “Effective Date”) by and between:`,

  partyDetails: (ctx, p) =>
    `${describeParty(ctx, p, 'principal place of business', 'authorized signatory')} (the “${p.role}”)`,

  businessDay: (ctx) =>
    `a day other than a Saturday, Sunday or a day on which banks in ${ctx.place.formal} are authorized or required by law to close`,

  interpretation: () => [
    'Headings are for convenience only and do not affect interpretation. The words “include” and “including” mean “including without limitation”. A reference to a law includes that law as amended and any regulations under it.',
    'This Agreement was negotiated by the Parties, and no rule of construction resolving ambiguity against the drafting party applies.',
  ],

  dataProtection: (ctx) => [
    `Each Party shall collect, use, disclose and secure any personal information received under this Agreement only for the purposes of this Agreement and in compliance with applicable federal and state privacy and data security laws, including the laws of ${ctx.place.formal}.`,
    'Each Party shall maintain reasonable administrative, technical and physical safeguards for that personal information and shall notify the other Party without unreasonable delay, and in any event within the time required by applicable breach-notification laws, of any security breach affecting it.',
  ],

  stampDuty: () => [],

  authority: () => [
    'Each Party that is an entity represents that it is duly organized and in good standing under the laws of its jurisdiction of organization and that the individual signing on its behalf has been duly authorized to do so by a resolution of its board of directors, managers or other governing body, a certified copy of which it shall provide to the other Party upon request.',
    'Each Party represents that its execution and performance of this Agreement do not violate its organizational documents, any applicable law or any agreement binding on it.',
  ],

  governingLaw: (ctx) => [
    `This Agreement and any dispute arising out of or relating to it shall be governed by the laws of ${ctx.place.formal}, without giving effect to any choice-of-law or conflict-of-law rules that would cause the application of the laws of any other jurisdiction.`,
    `Subject to the arbitration clause below, the state and federal courts located in ${ctx.place.city ? `${ctx.place.city}, ${ctx.place.state}` : ctx.place.formal} shall have exclusive jurisdiction, and each Party consents to the personal jurisdiction of those courts.`,
  ],

  disputeResolution: (ctx) => [
    'The Parties shall first attempt in good faith to resolve any dispute arising out of or relating to this Agreement by negotiation between executives with authority to settle it, within 30 days after written notice of the dispute.',
    `Any dispute not so resolved shall be finally resolved by binding arbitration administered by ${arbitrationRules(ctx)}, before a single arbitrator. The place of arbitration shall be ${ctx.place.label}. Judgment on the award may be entered in any court having jurisdiction. The Federal Arbitration Act governs this arbitration clause.`,
    'Either Party may seek temporary or preliminary injunctive relief from a court of competent jurisdiction to preserve the status quo pending arbitration. EACH PARTY KNOWINGLY AND VOLUNTARILY WAIVES ANY RIGHT TO A TRIAL BY JURY, TO THE EXTENT PERMITTED BY LAW.',
  ],

  thirdPartyRights: () =>
    'This Agreement is for the sole benefit of the Parties and their permitted successors and assigns, and nothing in it confers any legal or equitable right, benefit or remedy on any other person.',

  electronicSignature: () =>
    'This Agreement may be executed in counterparts, each of which is an original and all of which together are one instrument. Signatures delivered electronically, including through an electronic signature service, are valid and binding under the federal Electronic Signatures in Global and National Commerce Act and the Uniform Electronic Transactions Act as adopted in the applicable state.',

  closing: () => 'IN WITNESS WHEREOF, the Parties have executed this Agreement as of the Effective Date.',
};
