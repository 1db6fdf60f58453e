import { emoharSharedResponse } from '@lexi/shared/api/emohar';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type SharedDocumentResponse = z.infer<typeof emoharSharedResponse>;

/** GET /api/e_mohar/shared?id=&token=: the document a share link opens (no account). */
export function fetchSharedDocument(id: string, token: string): Promise<SharedDocumentResponse> {
  const query = new URLSearchParams({ id, token });
  return apiRequest(`/e_mohar/shared?${query}`, emoharSharedResponse, { method: 'GET', auth: false });
}

export const sharedDocumentQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: ['emohar', 'shared', id, token],
    queryFn: () => fetchSharedDocument(id, token),
    // A refused link (404/410) is shown as a page of its own, not as a toast.
    retry: false,
  });
