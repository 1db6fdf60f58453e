import {
  type ContractSendForSignatureRequest,
  type ContractSendForSignatureResponse,
  contractSendForSignatureResponse,
} from '@lexi/shared/api/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/contracts/send_for_signature: the contract becomes an e-mohar document with a signing link. */
export function sendForSignature(
  request: ContractSendForSignatureRequest,
): Promise<ContractSendForSignatureResponse> {
  return apiRequest('/contracts/send_for_signature', contractSendForSignatureResponse, { body: request });
}
