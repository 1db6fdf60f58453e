import { emoharRevokeShareLinkResponse } from '@lexi/shared/api/emohar';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/e_mohar/revoke_share_link: withdraws every live link of the document. */
export function revokeShareLink(id: string): Promise<z.infer<typeof emoharRevokeShareLinkResponse>> {
  return apiRequest('/e_mohar/revoke_share_link', emoharRevokeShareLinkResponse, { body: { id } });
}
