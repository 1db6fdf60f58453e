import { type LoginRequest, type LoginResponse, loginResponse } from '@lexi/shared/api/accounts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/login: `username` may also be the account's email address. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest('/login', loginResponse, { body: credentials, auth: false });
}
