import {
  type EmoharVerifyRequest,
  type EmoharVerifyResponse,
  emoharVerifyResponse,
} from '@lexi/shared/api/emohar-signing';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/e_mohar/verify (public): is this file the document LeXi sealed? */
export function verifyDocument(request: EmoharVerifyRequest): Promise<EmoharVerifyResponse> {
  return apiRequest('/e_mohar/verify', emoharVerifyResponse, { body: request, auth: false });
}
