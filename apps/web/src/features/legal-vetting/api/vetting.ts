import { dashboardResponse } from '@lexi/shared/api/dashboard';
import {
  type VettingStatus,
  vettingContractResponse,
  vettingRequestsResponse,
} from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberOnDashboard } from './remember-on-dashboard.ts';

/** GET /api/legal_vetting/requests/: what I sent, and (as a lawyer) my queue. */
export const vettingRequestsQuery = queryOptions({
  queryKey: ['legal-vetting', 'requests'],
  queryFn: () => apiRequest('/legal_vetting/requests/', vettingRequestsResponse, { method: 'GET' }),
  meta: { errorMessage: messages.common.serverError },
});

/** POST /api/legal_vetting/get-legal-vetting-contract/ */
export const vettingContractQuery = (contractId: string) =>
  queryOptions({
    queryKey: ['legal-vetting', 'contract', contractId],
    queryFn: async () => {
      const answer = await apiRequest('/legal_vetting/get-legal-vetting-contract/', vettingContractResponse, {
        body: { contract_id: contractId },
      });
      rememberOnDashboard({ legalVettingContract: answer.contract });
      return answer;
    },
    meta: { errorMessage: messages.lawyer.vettingContractFailed },
  });

/** My contracts, to choose one to send (GET /api/dashboard_dash, read only). */
export const myContractsQuery = queryOptions({
  queryKey: ['legal-vetting', 'my-contracts'],
  queryFn: () => apiRequest('/dashboard_dash', dashboardResponse, { method: 'GET' }),
  meta: { errorMessage: messages.dashboard.fetchFailed },
});

/** POST /api/legal_vetting/send-contract/ */
export function sendContractForVetting(contractId: string) {
  return apiRequest('/legal_vetting/send-contract/', vettingContractResponse, {
    body: { contract_id: contractId },
  });
}

/** POST /api/legal_vetting/add-comment/ */
export function addVettingComment(contractId: string, comment: string) {
  return apiRequest('/legal_vetting/add-comment/', vettingContractResponse, {
    body: { contract_id: contractId, comment },
  });
}

/** POST /api/legal_vetting/update-status/ */
export function updateVettingStatus(contractId: string, status: VettingStatus) {
  return apiRequest('/legal_vetting/update-status/', vettingContractResponse, {
    body: { contract_id: contractId, status },
  });
}
