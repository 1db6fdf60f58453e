import { type OtpPurpose, type VerifyOtpResponse, verifyOtpResponse } from '@lexi/shared/api/accounts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/verify_otp: for the forgot-password purpose the answer carries the reset token. */
export function verifyOtp(input: {
  otp: string;
  email: string;
  purpose?: OtpPurpose;
}): Promise<VerifyOtpResponse> {
  return apiRequest('/verify_otp', verifyOtpResponse, { body: input, auth: false });
}
