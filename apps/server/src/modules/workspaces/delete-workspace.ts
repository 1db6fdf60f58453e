import type { Db } from '../../db/client.ts';
import { managedWorkspace, type Viewer } from './workspace-access.ts';
import { deleteWorkspaceById } from './workspaces.repository.ts';
import type { WorkspaceKind } from './workspaces.table.ts';

/**
 * Deletes a workspace with its notes, assignments and cases. Its contracts and e-mohar documents
 * stay: they only leave the workspace (the foreign key sets their workspace_id to null).
 */
export async function deleteWorkspace(
  db: Db,
  viewer: Viewer,
  id: string,
  kind: WorkspaceKind,
): Promise<void> {
  await managedWorkspace(db, viewer, id, kind);
  await deleteWorkspaceById(db, id);
}
