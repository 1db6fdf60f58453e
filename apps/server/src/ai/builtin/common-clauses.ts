import type { DraftContext, SectionDraft } from './draft-context.ts';
import { byLaw } from './draft-context.ts';
import type { JurisdictionLaw } from './law/jurisdiction-law.ts';

/** The clauses every contract carries, whatever its type; the law supplies what differs. */

export function commonDefinitions(
  ctx: DraftContext,
  law: JurisdictionLaw,
  withConfidential: boolean,
): [string, string][] {
  const definitions: [string, string][] = [
    [
      'Agreement',
      'this agreement, including its recitals and any schedule or document expressly incorporated in it',
    ],
    ['Business Day', law.businessDay(ctx)],
    ['Effective Date', ctx.effectiveDate],
    ['Party', `${ctx.parties[0].name} or ${ctx.parties[1].name}, and “Parties” means both of them`],
  ];
  if (ctx.term)
    definitions.push([
      'Term',
      `${ctx.term} from the Effective Date, unless terminated earlier under this Agreement`,
    ]);
  if (withConfidential) {
    definitions.push([
      'Confidential Information',
      'all non-public information, in any form, disclosed by one Party to the other in connection with this Agreement, including the terms of this Agreement',
    ]);
  }
  return definitions;
}

export function confidentialitySection(): SectionDraft {
  return {
    heading: 'Confidentiality',
    clauses: [
      'Each Party shall keep the other Party’s Confidential Information confidential, use it only to perform or exercise its rights under this Agreement, and disclose it only to its employees, officers and advisers who need to know it and are bound by duties of confidentiality.',
      'This clause does not apply to information that is or becomes public other than through a breach of this Agreement, was lawfully known to the receiving Party before disclosure, is independently developed, or must be disclosed by law or by order of a competent authority.',
      'This clause survives the end of this Agreement for 3 (three) years.',
    ],
  };
}

export function termAndTermination(
  ctx: DraftContext,
  typeClauses: string[],
  ownTermination: boolean,
): SectionDraft {
  const general = ownTermination
    ? []
    : [
        ctx.term
          ? `This Agreement commences on the Effective Date and continues for the Term, unless terminated earlier under this clause.`
          : 'This Agreement commences on the Effective Date and continues until terminated under this clause.',
        'Either Party may terminate this Agreement with immediate effect by written notice if the other Party commits a material breach of it that is incapable of remedy or, if remediable, is not remedied within 30 (thirty) days of written notice requiring it to be remedied.',
        'Either Party may terminate this Agreement with immediate effect by written notice if the other Party becomes insolvent or bankrupt, makes an arrangement with its creditors, or has a receiver, administrator, liquidator or similar officer appointed over it or its assets.',
      ];
  return {
    heading: 'Term and Termination',
    clauses: [
      ...general,
      ...typeClauses,
      'Termination does not affect the rights and remedies of the Parties that have accrued by the date of termination. The clauses on confidentiality, data protection, governing law and dispute resolution, notices and any other clause that by its nature is intended to survive, survive termination.',
    ],
  };
}

export function specialTermsSection(specialTerms: string | undefined): SectionDraft | null {
  if (!specialTerms) return null;
  // Each line the user wrote becomes its own clause; list markers they typed are dropped because
  // the clause numbers replace them.
  const terms = specialTerms
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)]|\([a-z0-9]+\))\s*/i, '').trim())
    .filter((line) => line !== '');
  if (terms.length === 0) return null;
  return {
    heading: 'Special Terms',
    verbatim: true,
    clauses: [
      'The Parties have agreed the following special terms, which prevail over any other provision of this Agreement to the extent of any inconsistency:',
      ...terms,
    ],
  };
}

export function noticesSection(ctx: DraftContext): SectionDraft {
  const [a, b] = ctx.parties;
  const post = byLaw(ctx, {
    india: 'by registered post acknowledgement due or speed post',
    us: 'by certified mail, return receipt requested, or by nationally recognized overnight courier',
    uk: 'by pre-paid first-class post or recorded delivery',
  });
  return {
    heading: 'Notices',
    clauses: [
      `Any notice under this Agreement shall be in writing in English and delivered by hand or ${post} to the address of the receiving Party stated at the beginning of this Agreement, or sent by email to the address below.`,
      `Email addresses for notices: for the ${a.role}, ${a.name}: ${a.party.email}; for the ${b.role}, ${b.name}: ${b.party.email}.`,
      'A notice is deemed received: if delivered by hand, on delivery; if posted, on the third Business Day after posting; if sent by email, at the time of transmission or, if that time falls outside business hours on a Business Day, when business hours next begin. A Party may change its notice details by giving notice to the other.',
    ],
  };
}

/** "Waiver: a failure…" style; the law's sentence starts a new one, so its capital is lowered. */
function labelled(label: string, sentence: string): string {
  return `${label}: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

export function generalProvisions(ctx: DraftContext, law: JurisdictionLaw): SectionDraft {
  const relationship =
    ctx.type === 'partnership' || ctx.type === 'employment'
      ? []
      : [
          'No partnership or agency: nothing in this Agreement creates a partnership, joint venture, agency or employment relationship between the Parties, and neither Party may bind the other.',
        ];
  return {
    heading: 'General Provisions',
    clauses: [
      'Entire agreement: this Agreement is the entire agreement between the Parties about its subject matter and supersedes all earlier agreements, understandings and representations about it. Each Party confirms that it has not relied on any statement not set out in this Agreement; nothing in this clause limits liability for fraud.',
      'Amendment: no variation of this Agreement is effective unless it is in writing and signed by or on behalf of each Party.',
      'Waiver: a failure or delay in exercising a right or remedy is not a waiver of it, and a single or partial exercise does not prevent any further exercise of it.',
      'Severability: if any provision of this Agreement is found invalid, illegal or unenforceable, it shall be modified to the minimum extent necessary to make it valid, or if that is not possible deleted, and the remaining provisions continue in full force.',
      'Assignment: neither Party may assign, transfer or subcontract any of its rights or obligations under this Agreement without the prior written consent of the other Party, which shall not be unreasonably withheld.',
      'Force majeure: neither Party is liable for a delay or failure in performing its obligations (other than an obligation to pay money) caused by events beyond its reasonable control, provided that it promptly notifies the other Party and uses reasonable efforts to mitigate the effect.',
      ...relationship,
      labelled('Third-party rights', law.thirdPartyRights(ctx)),
      labelled('Counterparts and electronic signature', law.electronicSignature(ctx)),
    ],
  };
}
