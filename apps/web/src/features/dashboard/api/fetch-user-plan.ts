import { type UserPlanResponse, userPlanResponse } from '@lexi/shared/api/accounts';
import { messages } from '@lexi/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDashboardStore } from '../dashboard-store.ts';

/** POST /api/user_plan: the signed-in user with their plan and what is left of it. */
export async function fetchUserPlan(): Promise<UserPlanResponse> {
  const answer = await apiRequest('/user_plan', userPlanResponse);
  useDashboardStore.getState().setPlanData(answer.user_data.plan);
  return answer;
}

export const userPlanQuery = queryOptions({
  queryKey: ['user-plan'],
  queryFn: fetchUserPlan,
  meta: { errorMessage: messages.dashboard.planFetchFailed },
});
