import type { ForgotPasswordRequest } from '@lexi/shared/api/accounts';
import { type MessageResponse, messageResponse } from '@lexi/shared/api/common';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/forgot_password: sets the new password, proven by the reset token of verify_otp. */
export function resetPassword(input: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest('/forgot_password', messageResponse, { body: input, auth: false });
}
