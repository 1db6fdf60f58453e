import { type MessageResponse, messageResponse } from '@lexi/shared/api/common';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/send_mobile_otp: texts a 6-digit code to the account's 10-digit mobile number. */
export function sendMobileOtp(input: { mobile: string }): Promise<MessageResponse> {
  return apiRequest('/send_mobile_otp', messageResponse, { body: input, auth: false });
}
