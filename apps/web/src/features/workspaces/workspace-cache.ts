import type { QueryClient } from '@tanstack/react-query';
import { contractWorkspacesKey } from './api/contract-workspaces.ts';
import { litigationWorkspacesKey } from './api/litigation-workspaces.ts';
import type { WorkspaceKind } from './workspace-kind.ts';

const listKeys = {
  contract: [...contractWorkspacesKey, 'list'],
  litigation: [...litigationWorkspacesKey, 'list'],
} as const;

/** After a create, delete or assignment: the lists and the overview tiles are read again. */
export async function refreshWorkspaceLists(queryClient: QueryClient, kind: WorkspaceKind): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listKeys[kind] }),
    queryClient.invalidateQueries({ queryKey: ['workspaces', 'overview'] }),
  ]);
}

/** Refreshes one workspace's page (its details, team and documents). */
export async function refreshWorkspace(
  queryClient: QueryClient,
  kind: WorkspaceKind,
  workspaceId: string,
): Promise<void> {
  const key =
    kind === 'contract'
      ? [...contractWorkspacesKey, 'details', workspaceId]
      : [...litigationWorkspacesKey, 'single', workspaceId];
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: key }),
    queryClient.invalidateQueries({ queryKey: listKeys[kind] }),
  ]);
}

/** A deleted workspace's page must not be read again (it would answer 404). */
export function forgetWorkspace(queryClient: QueryClient, kind: WorkspaceKind, workspaceId: string): void {
  const key =
    kind === 'contract'
      ? [...contractWorkspacesKey, 'details', workspaceId]
      : [...litigationWorkspacesKey, 'single', workspaceId];
  queryClient.removeQueries({ queryKey: key });
  queryClient.removeQueries({ queryKey: ['workspaces', 'notes', workspaceId] });
}
