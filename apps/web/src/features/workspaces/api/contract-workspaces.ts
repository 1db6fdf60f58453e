import { messageResponse } from '@lexi/shared/api/common';
import {
  type CreateContractWorkspaceRequest,
  contractWorkspaceDetailsResponse,
  createContractWorkspaceResponse,
  listContractWorkspacesResponse,
  type WorkspaceDocumentRequest,
  type WorkspaceStatusFilter,
} from '@lexi/shared/api/workspaces';
import type { ContractWorkspaceType } from '@lexi/shared/validation/workspaces';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { workspaceTexts } from '../workspace-texts.ts';

export const contractWorkspacesKey = ['workspaces', 'contract'] as const;

export type ContractWorkspacesParams = {
  page: number;
  pageSize: number;
  search: string;
  type: ContractWorkspaceType | 'all';
  status: WorkspaceStatusFilter | 'all';
};

/** The query string of one page of the list: only the filters that are on. */
export function contractWorkspacesPath(params: ContractWorkspacesParams): string {
  const query = new URLSearchParams({ page: String(params.page), page_size: String(params.pageSize) });
  if (params.search) query.set('search', params.search);
  if (params.type !== 'all') query.set('workspace_type', params.type);
  if (params.status !== 'all') query.set('status', params.status);
  return `/workspaces/?${query}`;
}

/**
 * GET /api/workspaces/: one page of the contract workspaces the caller may see that match the
 * search and filters, newest update first, read on the server. The previous page stays shown while
 * the next loads.
 */
export function contractWorkspacesQuery(params: ContractWorkspacesParams) {
  return queryOptions({
    queryKey: [...contractWorkspacesKey, 'list', params],
    queryFn: () =>
      apiRequest(contractWorkspacesPath(params), listContractWorkspacesResponse, { method: 'GET' }),
    placeholderData: keepPreviousData,
    // No toast: the Contracts tab shows the failure in place with Try again.
  });
}

/** POST /api/workspaces/details/: the workspace and its documents with their statuses. */
export function contractWorkspaceDetailsQuery(workspaceId: string, withToast = true) {
  return queryOptions({
    queryKey: [...contractWorkspacesKey, 'details', workspaceId],
    queryFn: () =>
      apiRequest('/workspaces/details/', contractWorkspaceDetailsResponse, {
        body: { workspace_id: workspaceId },
      }),
    meta: withToast ? { errorMessage: workspaceTexts.detailsFailed } : {},
  });
}

/** POST /api/workspaces/create/ */
export function createContractWorkspace(request: CreateContractWorkspaceRequest) {
  return apiRequest('/workspaces/create/', createContractWorkspaceResponse, { body: request });
}

/** DELETE /api/workspaces/delete/: its documents stay, outside any workspace. */
export function deleteContractWorkspace(workspaceId: string) {
  return apiRequest('/workspaces/delete/', messageResponse, {
    method: 'DELETE',
    body: { workspace_id: workspaceId },
  });
}

/** POST /api/workspaces/add-document/: moves one of the caller's documents into the workspace. */
export function addWorkspaceDocument(request: WorkspaceDocumentRequest) {
  return apiRequest('/workspaces/add-document/', messageResponse, { body: request });
}

/** POST /api/workspaces/remove-document/ */
export function removeWorkspaceDocument(request: WorkspaceDocumentRequest) {
  return apiRequest('/workspaces/remove-document/', messageResponse, { body: request });
}
