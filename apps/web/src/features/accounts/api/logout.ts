import { type MessageResponse, messageResponse } from '@lexi/shared/api/common';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/logout revokes the token on the server. A 401 here only means it had already ended. */
export function logout(): Promise<MessageResponse> {
  return apiRequest('/logout', messageResponse, { handleUnauthorized: false });
}
