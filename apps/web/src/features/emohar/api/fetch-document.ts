import { type EmoharRecordResponse, emoharRecordResponse } from '@lexi/shared/api/emohar';
import { messages } from '@lexi/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/e_mohar/get_single_user_emohar: one of my documents with its current PDF. */
export function fetchDocument(id: string): Promise<EmoharRecordResponse> {
  return apiRequest('/e_mohar/get_single_user_emohar', emoharRecordResponse, { body: { id } });
}

export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: ['emohar', 'document', id],
    queryFn: () => fetchDocument(id),
    meta: { errorMessage: messages.emohar.fetchFailed },
  });
