import type { ContractWorkspace, WorkspaceDocument } from '@lexi/shared/api/workspaces';
import { useQueries } from '@tanstack/react-query';
import { contractWorkspaceDetailsQuery } from '../api/contract-workspaces.ts';

/**
 * Each workspace's documents, fetched (POST /api/workspaces/details/) only while the status filter
 * is on: the list call carries no statuses. A workspace whose details fail counts as having none.
 */
export function useWorkspaceDocuments(workspaces: readonly ContractWorkspace[], enabled: boolean) {
  return useQueries({
    queries: workspaces.map((workspace) => ({
      ...contractWorkspaceDetailsQuery(workspace.id, false),
      enabled,
    })),
    combine: (results) => {
      const documentsById = new Map<string, readonly WorkspaceDocument[]>();
      results.forEach((result, index) => {
        const id = workspaces[index]?.id;
        if (id && result.data) documentsById.set(id, result.data.contracts);
      });
      return { documentsById, loading: enabled && results.some((result) => result.isPending) };
    },
  });
}
