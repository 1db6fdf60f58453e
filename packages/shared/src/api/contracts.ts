import { z } from 'zod';
import type { Jurisdiction } from '../countries.ts';
import { contractDataSchema, draftFormDataSchema, partyTypeSchema } from '../validation/draft-form.ts';

/** The three drafting calls of spec §7: the user's country picks one (India, USA, every other: UK). */
export const aiContractCreationPaths: Record<Jurisdiction, string> = {
  india: '/api/ai_contract_creation',
  us: '/api/ai_contract_creation_us',
  uk: '/api/ai_contract_creation_uk',
};

/** POST /api/ai_contract_creation{,_us,_uk} */
export const aiContractCreationRequest = z.object({
  formData: draftFormDataSchema,
  contractData: contractDataSchema,
  /**
   * Whether this creation spends one AI credit of the user's plan. A request that omits the flag
   * is charged, so that leaving it out can never draft for free.
   */
  is_credit: z.boolean().default(true),
});
export type AiContractCreationRequest = z.input<typeof aiContractCreationRequest>;
export type AiContractCreationPayload = z.output<typeof aiContractCreationRequest>;

export const aiContractCreationSuccess = z.object({
  response_status: z.literal(true),
  /** The contract as HTML (h1/h2/ol/p/table, no inline styles): what the editor opens. */
  contract: z.string(),
  /** The same contract as plain text (stored as `contract_text`). */
  contract_text: z.string(),
  title: z.string(),
  /** True when a business party signs, so the contract refers to a board resolution. */
  is_resolutions: z.boolean(),
  party1: partyTypeSchema,
  party2: partyTypeSchema,
  message: z.string(),
  /** True when an OpenAI-compatible model refined the wording of the built-in draft. */
  refined: z.boolean(),
});
export type AiContractCreationSuccess = z.infer<typeof aiContractCreationSuccess>;

/** A refusal the browser shows as is (e.g. no AI credits left on the plan). */
export const aiContractCreationFailure = z.object({
  response_status: z.literal(false),
  message: z.string(),
});
export type AiContractCreationFailure = z.infer<typeof aiContractCreationFailure>;

export const aiContractCreationResponse = z.discriminatedUnion('response_status', [
  aiContractCreationSuccess,
  aiContractCreationFailure,
]);
export type AiContractCreationResponse = z.infer<typeof aiContractCreationResponse>;
