import { messageResponse } from '@lexi/shared/api/common';
import {
  type CreateLitigationWorkspaceRequest,
  createLitigationWorkspaceResponse,
  type EditLitigationWorkspaceRequest,
  editLitigationWorkspaceResponse,
  type LitigationWorkspace,
  listLitigationWorkspacesResponse,
  singleLitigationWorkspaceResponse,
  type UpdateCaseRequest,
  updateCaseResponse,
} from '@lexi/shared/api/litigation';
import { messages } from '@lexi/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { uniqueById } from '../workspace-filters.ts';

export const litigationWorkspacesKey = ['workspaces', 'litigation'] as const;

/**
 * GET /api/litigation/get-litigation-workspaces/?page=N, page after page until num_pages (spec
 * part 2 §4 "Workspace list"); a workspace met twice (the list moved while paging) is kept once.
 */
export async function fetchAllLitigationWorkspaces(): Promise<LitigationWorkspace[]> {
  const all: LitigationWorkspace[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiRequest(
      `/litigation/get-litigation-workspaces/?page=${page}`,
      listLitigationWorkspacesResponse,
      { method: 'GET' },
    );
    all.push(...answer.workspaces);
    if (page >= answer.num_pages || answer.workspaces.length === 0) break;
  }
  return uniqueById(all);
}

export const litigationWorkspacesQuery = queryOptions({
  queryKey: [...litigationWorkspacesKey, 'list'],
  queryFn: fetchAllLitigationWorkspaces,
  meta: { errorMessage: messages.litigation.fetchWorkspacesFailed },
});

/** POST /api/litigation/get-single-litigation-workspace/: the workspace and its cases. */
export function litigationWorkspaceQuery(workspaceId: string) {
  return queryOptions({
    queryKey: [...litigationWorkspacesKey, 'single', workspaceId],
    queryFn: () =>
      apiRequest('/litigation/get-single-litigation-workspace/', singleLitigationWorkspaceResponse, {
        body: { workspace_id: workspaceId },
      }),
    meta: { errorMessage: messages.litigation.fetchWorkspaceFailed },
  });
}

/** POST /api/litigation/create-workspace/ */
export function createLitigationWorkspace(request: CreateLitigationWorkspaceRequest) {
  return apiRequest('/litigation/create-workspace/', createLitigationWorkspaceResponse, { body: request });
}

/** POST /api/litigation/edit-workspace/ */
export function editLitigationWorkspace(request: EditLitigationWorkspaceRequest) {
  return apiRequest('/litigation/edit-workspace/', editLitigationWorkspaceResponse, { body: request });
}

/** DELETE /api/litigation/delete-workspace/ */
export function deleteLitigationWorkspace(workspaceId: string) {
  return apiRequest('/litigation/delete-workspace/', messageResponse, {
    method: 'DELETE',
    body: { workspace_id: workspaceId },
  });
}

/** POST /api/litigation/update-case/ */
export function updateLitigationCase(request: UpdateCaseRequest) {
  return apiRequest('/litigation/update-case/', updateCaseResponse, { body: request });
}

/** POST /api/litigation/delete-case/ */
export function deleteLitigationCase(caseId: string) {
  return apiRequest('/litigation/delete-case/', messageResponse, { body: { case_id: caseId } });
}
