import { messageResponse } from '@lexi/shared/api/common';
import {
  type DocumentKind,
  type DocumentSort,
  type DocumentStatus,
  documentsListResponse,
  type SortOrder,
} from '@lexi/shared/api/documents';
import { messages } from '@lexi/shared/messages';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const documentsKey = ['documents'] as const;

export interface DocumentsParams {
  page: number;
  search: string;
  status: DocumentStatus | null;
  sort: DocumentSort;
  order: SortOrder;
}

/** `/documents/?page=…`: the parameters in a fixed order, those left at their default omitted. */
export function documentsPath(params: DocumentsParams): string {
  const query = new URLSearchParams({ page: String(params.page) });
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  query.set('sort', params.sort);
  query.set('order', params.order);
  return `/documents/?${query.toString()}`;
}

/**
 * GET /api/documents/: one page of the inbox; the previous page stays shown while the next loads,
 * and every visit asks again (a signature may have come in meanwhile).
 */
export const documentsQuery = (params: DocumentsParams) =>
  queryOptions({
    queryKey: [...documentsKey, params],
    queryFn: () => apiRequest(documentsPath(params), documentsListResponse, { method: 'GET' }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { errorMessage: messages.documents.own.listFailed },
  });

/** POST /api/documents/archive or /unarchive */
export function setArchived(kind: DocumentKind, id: string, archived: boolean) {
  return apiRequest(`/documents/${archived ? 'archive' : 'unarchive'}`, messageResponse, {
    body: { kind, id },
  });
}
