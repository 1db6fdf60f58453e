import { type UserPlanResponse, userPlanResponse } from '@lexi/shared/api/accounts';
import { messages } from '@lexi/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/user_plan: the signed-in user with their plan and what is left of it. */
export function fetchUserPlan(): Promise<UserPlanResponse> {
  return apiRequest('/user_plan', userPlanResponse);
}

export const userPlanQuery = queryOptions({
  queryKey: ['user-plan'],
  queryFn: fetchUserPlan,
  meta: { errorMessage: messages.dashboard.planFetchFailed },
});
