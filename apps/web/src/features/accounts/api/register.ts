import { type RegisterRequest, type RegisterResponse, registerResponse } from '@lexi/shared/api/accounts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/register */
export function register(input: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest('/register', registerResponse, { body: input, auth: false });
}
