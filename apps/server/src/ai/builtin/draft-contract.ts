import type { Jurisdiction } from '@lexi/shared/countries';
import type {
  ContractDocument,
  ContractPartyBlock,
  ContractSection,
  DraftContractInput,
  DraftedContract,
  SignatureBlock,
} from '../ai-provider.ts';
import { renderContract } from '../render/render-contract.ts';
import {
  commonDefinitions,
  confidentialitySection,
  generalProvisions,
  noticesSection,
  specialTermsSection,
  termAndTermination,
} from './common-clauses.ts';
import { buildDraftContext, type DraftContext, type RoleParty, type SectionDraft } from './draft-context.ts';
import { indiaLaw } from './law/india-law.ts';
import type { JurisdictionLaw } from './law/jurisdiction-law.ts';
import { ukLaw } from './law/uk-law.ts';
import { usLaw } from './law/us-law.ts';
import { contractTemplates, ownTerminationTypes } from './templates/contract-templates.ts';

const laws: Record<Jurisdiction, JurisdictionLaw> = { india: indiaLaw, us: usLaw, uk: ukLaw };

/** Numbers sections 1, 2, … and their clauses 1.1, 1.2, …, in the order given. */
function numberSections(drafts: SectionDraft[]): ContractSection[] {
  return drafts.map((draft, i) => ({
    heading: draft.heading,
    clauses: draft.clauses.map((text, j) => ({ number: `${i + 1}.${j + 1}`, text })),
    ...(draft.verbatim ? { verbatim: true } : {}),
  }));
}

function signatureOf(ctx: DraftContext, p: RoleParty): SignatureBlock {
  const business = p.party.type === 'Business';
  return {
    role: p.role,
    partyName: p.name,
    signatoryName: p.signatory,
    capacity: business ? (ctx.jurisdiction === 'us' ? 'Authorized Signatory' : 'Authorised Signatory') : null,
  };
}

function partyBlock(ctx: DraftContext, law: JurisdictionLaw, p: RoleParty): ContractPartyBlock {
  return { type: p.party.type, role: p.role, name: p.name, details: law.partyDetails(ctx, p) };
}

function definitionsSection(
  ctx: DraftContext,
  law: JurisdictionLaw,
  definitions: [string, string][],
): SectionDraft {
  return {
    heading: 'Definitions and Interpretation',
    clauses: [
      'In this Agreement the following words have the following meanings, and other capitalised words have the meanings given to them where they are first used in quotation marks:',
      ...definitions.map(([term, meaning]) => `“${term}” means ${meaning}.`),
      ...law.interpretation(ctx),
    ],
  };
}

/**
 * The built-in drafting engine: the same input always gives the same contract. It takes the
 * contract type's template and the jurisdiction's law, and assembles them in the order a lawyer
 * expects: definitions, the operative clauses, money, protection of information, ending the
 * contract, authority, stamp duty, special terms, law and disputes, notices, boilerplate.
 */
export function draftContract(input: DraftContractInput): DraftedContract {
  return renderContract(draftContractDocument(input));
}

export function draftContractDocument({
  jurisdiction,
  formData,
  contractData,
}: DraftContractInput): ContractDocument {
  const template = contractTemplates[contractData.contract_type];
  const law = laws[jurisdiction];
  const ctx = buildDraftContext(jurisdiction, formData, contractData, template.roles(jurisdiction));
  const title = template.title(jurisdiction);
  const withConfidentiality = !template.ownConfidentiality;

  const paymentClauses = [
    ...template.payment(ctx),
    ...(contractData.payment_terms
      ? [`The Parties further agree the following payment terms: ${contractData.payment_terms}`]
      : []),
  ];
  const stamp = law.stampDuty(ctx);
  const special = specialTermsSection(contractData.special_terms);

  const drafts: SectionDraft[] = [
    definitionsSection(ctx, law, [
      ...commonDefinitions(ctx, law, withConfidentiality),
      ...template.definitions(ctx),
    ]),
    ...template.operative(ctx),
    { heading: 'Payment Terms', clauses: paymentClauses },
    ...(withConfidentiality ? [confidentialitySection()] : []),
    { heading: 'Data Protection', clauses: law.dataProtection(ctx) },
    termAndTermination(ctx, template.termination(ctx), ownTerminationTypes.has(ctx.type)),
    ...(ctx.isResolutions
      ? [{ heading: 'Authority and Board Resolution', clauses: law.authority(ctx) }]
      : []),
    ...(stamp.length > 0 ? [{ heading: 'Stamp Duty and Registration', clauses: stamp }] : []),
    ...(special ? [special] : []),
    { heading: 'Governing Law and Jurisdiction', clauses: law.governingLaw(ctx) },
    { heading: 'Dispute Resolution', clauses: law.disputeResolution(ctx) },
    noticesSection(ctx),
    generalProvisions(ctx, law),
  ];

  const [p1, p2] = ctx.parties;
  return {
    jurisdiction,
    contractType: contractData.contract_type,
    title,
    intro: law.intro(ctx, title),
    parties: [partyBlock(ctx, law, p1), partyBlock(ctx, law, p2)],
    recitals: template.recitals(ctx),
    sections: numberSections(drafts),
    closing: law.closing(ctx),
    signatures: [signatureOf(ctx, p1), signatureOf(ctx, p2)],
    party1: p1.party.type,
    party2: p2.party.type,
    isResolutions: ctx.isResolutions,
    refined: false,
    notes: [],
  };
}
