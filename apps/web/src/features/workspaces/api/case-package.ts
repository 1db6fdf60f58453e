import {
  type DownloadDraftRequest,
  getCasePackageResponse,
  initializeCaseResponse,
  runAllModelsResponse,
  type UpdateDraftRequest,
  updateDraftResponse,
} from '@lexi/shared/api/case-package';
import { messageResponse } from '@lexi/shared/api/common';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { postForFile } from '../../../lib/download-file.ts';
import { litigationWorkspacesKey } from './litigation-workspaces.ts';

/** POST /api/litigation/initialize-case/: the package is there already, or the live address. */
export function initializeCase(workspaceId: string) {
  return apiRequest('/litigation/initialize-case/', initializeCaseResponse, {
    body: { workspace_id: workspaceId },
  });
}

/** POST /api/litigation/cancel-generation/: stops the workspace's running generation. */
export function cancelGeneration(workspaceId: string) {
  return apiRequest('/litigation/cancel-generation/', messageResponse, {
    body: { workspace_id: workspaceId },
  });
}

/** POST /api/litigation/run-all-models/: queues a new version of the package. */
export function runAllModels(workspaceId: string) {
  return apiRequest('/litigation/run-all-models/', runAllModelsResponse, {
    body: { workspace_id: workspaceId },
  });
}

export const casePackageKey = (workspaceId: string) =>
  [...litigationWorkspacesKey, 'package', workspaceId] as const;

/** POST /api/litigation/get-case-package/: one version (the latest when none is named). */
export function casePackageQuery(workspaceId: string, version: number | null) {
  return queryOptions({
    queryKey: [...casePackageKey(workspaceId), version ?? 'latest'],
    queryFn: () =>
      apiRequest('/litigation/get-case-package/', getCasePackageResponse, {
        body: version === null ? { workspace_id: workspaceId } : { workspace_id: workspaceId, version },
      }),
    // No toast: the panel says in place that no package exists yet, or why it could not be read.
    retry: false,
  });
}

/** POST /api/litigation/update-draft/: saves one draft's HTML. */
export function updateDraft(request: UpdateDraftRequest) {
  return apiRequest('/litigation/update-draft/', updateDraftResponse, { body: request });
}

/** POST /api/litigation/download-case/: the zip, named by the server, else by the workspace. */
export function downloadCase(workspaceId: string, workspaceName: string) {
  return postForFile(
    '/litigation/download-case/',
    { workspace_id: workspaceId },
    `${workspaceName || 'casefile'}.zip`,
  );
}

/** POST /api/litigation/download-draft/: one draft as DOCX, named by the server, else by its title. */
export function downloadDraft(request: DownloadDraftRequest, title: string) {
  return postForFile('/litigation/download-draft/', request, `${title || 'Draft'}.docx`);
}
