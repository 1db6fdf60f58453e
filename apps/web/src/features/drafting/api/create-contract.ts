import {
  type AiContractCreationRequest,
  type AiContractCreationResponse,
  aiContractCreationPaths,
  aiContractCreationResponse,
} from '@lexi/shared/api/contracts';
import { jurisdictionOf } from '@lexi/shared/countries';
import { apiRequest } from '../../../lib/api-client.ts';

/** The drafting call of the user's country (spec §7): India, USA, every other country the UK's. */
export function creationPathFor(country: string | null): string {
  return aiContractCreationPaths[jurisdictionOf(country ?? '')].replace(/^\/api/, '');
}

/** POST /api/ai_contract_creation{,_us,_uk}: drafts and saves the contract (one AI credit). */
export function createContract(
  country: string | null,
  request: AiContractCreationRequest,
): Promise<AiContractCreationResponse> {
  return apiRequest(creationPathFor(country), aiContractCreationResponse, { body: request });
}
