import type { Jurisdiction } from '@lexi/shared/countries';
import type {
  ContractData,
  ContractType,
  DraftFormData,
  PartyType,
} from '@lexi/shared/validation/draft-form';

/**
 * LeXi's AI behind one interface. Each capability is its own small interface so that a provider
 * grows by adding one (risk analysis, clause detection, case extraction, retrieval are next) and a
 * caller depends only on what it uses. `builtin` implements every capability offline and
 * deterministically; `openai` wraps it and asks an OpenAI-compatible model to improve the result,
 * always falling back to the built-in answer.
 */
export interface AiProvider extends ContractDrafting {
  readonly name: 'builtin' | 'openai';
}

export interface ContractDrafting {
  draftContract(input: DraftContractInput): Promise<DraftedContract>;
}

export type DraftContractInput = {
  jurisdiction: Jurisdiction;
  /** Already validated by the shared `draftFormDataSchema`. */
  formData: DraftFormData;
  /** Already validated by the shared `contractDataSchema`. */
  contractData: ContractData;
};

export type ContractClause = { number: string; text: string };
export type ContractSection = {
  heading: string;
  clauses: ContractClause[];
  /** The user's own words (special terms): a model may not rewrite them. */
  verbatim?: boolean;
};
export type ContractPartyBlock = {
  type: PartyType;
  /** The party's role in this contract, e.g. "Licensor". */
  role: string;
  name: string;
  /** Everything after the name: relation, address, masked identity proof or entity and signatory. */
  details: string;
};
export type SignatureBlock = {
  role: string;
  partyName: string;
  signatoryName: string;
  /** "Authorised Signatory" for a business; null for an individual signing personally. */
  capacity: string | null;
};

export type DraftedContract = {
  jurisdiction: Jurisdiction;
  contractType: ContractType;
  title: string;
  /** The opening sentence: what this is, when it takes effect, between whom. */
  intro: string;
  parties: [ContractPartyBlock, ContractPartyBlock];
  recitals: string[];
  sections: ContractSection[];
  /** The attestation sentence above the signature blocks. */
  closing: string;
  signatures: [SignatureBlock, SignatureBlock];
  html: string;
  text: string;
  party1: PartyType;
  party2: PartyType;
  /** True when a business party signs: the contract then refers to a board resolution. */
  isResolutions: boolean;
  /** True only when a model refined the wording and its answer passed every check. */
  refined: boolean;
  /** Why a refinement was not used (for logs and the response message), if one was attempted. */
  notes: string[];
};

/** A contract before it is rendered: what the engine and a refining model work on. */
export type ContractDocument = Omit<DraftedContract, 'html' | 'text'>;
