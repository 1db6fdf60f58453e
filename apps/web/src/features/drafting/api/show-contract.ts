import {
  type ContractKind,
  type ShowContractResponse,
  showContractResponse,
} from '@lexi/shared/api/contracts';
import { messages } from '@lexi/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/show_contract: one of the user's contracts, with the address of its DOCX. */
export function showContract(id: string, type: ContractKind): Promise<ShowContractResponse> {
  return apiRequest('/show_contract', showContractResponse, { body: { id, type } });
}

export const contractQuery = (id: string, type: ContractKind) =>
  queryOptions({
    queryKey: ['contract', id, type],
    queryFn: () => showContract(id, type),
    meta: { errorMessage: messages.draft.initializeFailed },
  });
