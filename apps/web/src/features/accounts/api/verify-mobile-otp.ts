import { type MessageResponse, messageResponse } from '@lexi/shared/api/common';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/verify_mobile_otp */
export function verifyMobileOtp(input: { otp: string; mobile: string }): Promise<MessageResponse> {
  return apiRequest('/verify_mobile_otp', messageResponse, { body: input, auth: false });
}
