import { messageResponse } from '@lexi/shared/api/common';
import {
  type ContractWorkspace,
  type CreateContractWorkspaceRequest,
  contractWorkspaceDetailsResponse,
  createContractWorkspaceResponse,
  listContractWorkspacesResponse,
  type WorkspaceDocumentRequest,
} from '@lexi/shared/api/workspaces';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { workspaceTexts } from '../workspace-texts.ts';

export const contractWorkspacesKey = ['workspaces', 'contract'] as const;

/** GET /api/workspaces/: every contract workspace the caller may see, newest update first. */
export const contractWorkspacesQuery = queryOptions({
  queryKey: [...contractWorkspacesKey, 'list'],
  queryFn: async (): Promise<ContractWorkspace[]> =>
    (await apiRequest('/workspaces/', listContractWorkspacesResponse, { method: 'GET' })).workspaces,
  // No toast: the Contracts tab shows the failure in place with Try again.
});

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
