import { type EmoharSendShareLinkRequest, emoharSendShareLinkResponse } from '@lexi/shared/api/emohar';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/e_mohar/send_share_link_to_counter_party: emails a live link. */
export function sendShareLink(
  request: EmoharSendShareLinkRequest,
): Promise<z.infer<typeof emoharSendShareLinkResponse>> {
  return apiRequest('/e_mohar/send_share_link_to_counter_party', emoharSendShareLinkResponse, {
    body: request,
  });
}
