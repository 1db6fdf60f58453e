import { type EmoharAuditResponse, emoharAuditResponse } from '@lexi/shared/api/emohar';
import { messages } from '@lexi/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/e_mohar/audit?id=: the document's events, with the check of their hash chain. */
export function fetchAuditTrail(id: string): Promise<EmoharAuditResponse> {
  return apiRequest(`/e_mohar/audit?${new URLSearchParams({ id })}`, emoharAuditResponse, { method: 'GET' });
}

export const auditTrailQuery = (id: string) =>
  queryOptions({
    queryKey: ['emohar', 'audit', id],
    queryFn: () => fetchAuditTrail(id),
    meta: { errorMessage: messages.emohar.fetchFailed },
  });
