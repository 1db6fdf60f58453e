import { type DashboardResponse, dashboardResponse } from '@lexi/shared/api/dashboard';
import { messages } from '@lexi/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDashboardStore } from '../dashboard-store.ts';

/** GET /api/dashboard_dash: the user, their contracts and drafts, and the expiry dates. */
export async function fetchDashboard(): Promise<DashboardResponse> {
  const answer = await apiRequest('/dashboard_dash', dashboardResponse, { method: 'GET' });
  useDashboardStore.getState().setDashboard(answer);
  return answer;
}

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: fetchDashboard,
  meta: { errorMessage: messages.dashboard.fetchFailed },
});
