import type { OtpPurpose } from '@lexi/shared/api/accounts';
import { type MessageResponse, messageResponse } from '@lexi/shared/api/common';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/send_otp: mails a 6-digit code to verify the address or to reset the password. */
export function sendOtp(input: { email: string; purpose?: OtpPurpose }): Promise<MessageResponse> {
  return apiRequest('/send_otp', messageResponse, { body: input, auth: false });
}
