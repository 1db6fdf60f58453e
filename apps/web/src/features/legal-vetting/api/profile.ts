import { type LawyerProfileInput, lawyerProfileResponse } from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/legal_vetting/profile/: my lawyer profile and availability. */
export const myProfileQuery = queryOptions({
  queryKey: ['legal-vetting', 'profile'],
  queryFn: () => apiRequest('/legal_vetting/profile/', lawyerProfileResponse, { method: 'GET' }),
  meta: { errorMessage: messages.common.serverError },
});

/** POST /api/legal_vetting/profile/ */
export function saveMyProfile(profile: LawyerProfileInput) {
  return apiRequest('/legal_vetting/profile/', lawyerProfileResponse, { body: profile });
}
