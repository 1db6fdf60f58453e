import { messageResponse } from '@lexi/shared/api/common';
import {
  assignLawyerResponse,
  connectedLawyerResponse,
  type LawyersResponse,
  lawyersResponse,
} from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberOnDashboard } from './remember-on-dashboard.ts';

export type LawyerFilters = { area?: string | null; jurisdiction?: string | null };

/** GET /api/legal_vetting/lawyers?area=&jurisdiction= */
export async function fetchLawyers(filters: LawyerFilters): Promise<LawyersResponse> {
  const query = new URLSearchParams();
  if (filters.area) query.set('area', filters.area);
  if (filters.jurisdiction) query.set('jurisdiction', filters.jurisdiction);
  const suffix = query.size > 0 ? `?${query}` : '';
  const answer = await apiRequest(`/legal_vetting/lawyers${suffix}`, lawyersResponse, { method: 'GET' });
  rememberOnDashboard({ lawyers: answer.lawyers });
  return answer;
}

export const lawyersQuery = (filters: LawyerFilters) =>
  queryOptions({
    queryKey: ['legal-vetting', 'lawyers', filters.area ?? '', filters.jurisdiction ?? ''],
    queryFn: () => fetchLawyers(filters),
    meta: { errorMessage: messages.common.serverError },
  });

/** GET /api/legal_vetting/get-connected-lawyer/: my current lawyer and my meetings. */
export const connectedLawyerQuery = queryOptions({
  queryKey: ['legal-vetting', 'connected'],
  queryFn: async () => {
    const answer = await apiRequest('/legal_vetting/get-connected-lawyer/', connectedLawyerResponse, {
      method: 'GET',
    });
    rememberOnDashboard({ chosenLawyer: answer.lawyer, meetings: answer.meetings });
    return answer;
  },
  meta: { errorMessage: messages.common.serverError },
});

/** POST /api/legal_vetting/assign-lawyer/ */
export function assignLawyer(lawyerUsername: string) {
  return apiRequest('/legal_vetting/assign-lawyer/', assignLawyerResponse, {
    body: { lawyer_username: lawyerUsername },
  });
}

/** POST /api/legal_vetting/withdraw_current_lawyer/ */
export function withdrawCurrentLawyer() {
  return apiRequest('/legal_vetting/withdraw_current_lawyer/', messageResponse, {});
}
