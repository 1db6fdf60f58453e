import {
  type EmoharShareDraftLinkRequest,
  type EmoharShareDraftLinkResponse,
  emoharShareDraftLinkResponse,
} from '@lexi/shared/api/emohar';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/e_mohar/share_draft_link: a link for the counter party, valid until `expiry`. */
export function shareDraftLink(request: EmoharShareDraftLinkRequest): Promise<EmoharShareDraftLinkResponse> {
  return apiRequest('/e_mohar/share_draft_link', emoharShareDraftLinkResponse, { body: request });
}
