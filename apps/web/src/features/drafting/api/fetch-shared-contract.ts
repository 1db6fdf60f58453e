import { type ContractSharedResponse, contractSharedResponse } from '@lexi/shared/api/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface SharedContractParams {
  id: string;
  token: string;
  type: string;
}

/** GET /api/contracts/shared?id=&token=&type=: the contract for the holder of a live link (no account). */
export function fetchSharedContract({
  id,
  token,
  type,
}: SharedContractParams): Promise<ContractSharedResponse> {
  const query = new URLSearchParams({ id, token, type });
  return apiRequest(`/contracts/shared?${query}`, contractSharedResponse, { method: 'GET', auth: false });
}
