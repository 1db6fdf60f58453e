import type { Db } from '../../db/client.ts';
import { canCreateWorkspaces, type Viewer } from './workspace-access.ts';
import { workspaceErrors } from './workspaces.errors.ts';
import { insertWorkspace } from './workspaces.repository.ts';
import type { WorkspaceRow, workspaces } from './workspaces.table.ts';

type NewWorkspace = Omit<typeof workspaces.$inferInsert, 'id' | 'createdBy' | 'organizationId'>;

/**
 * Creates a workspace of either kind for the caller. In a firm it belongs to the firm too (and needs
 * a role that may create workspaces); without a firm it is the caller's own.
 */
export async function createWorkspace(db: Db, viewer: Viewer, values: NewWorkspace): Promise<WorkspaceRow> {
  if (!canCreateWorkspaces(viewer)) throw workspaceErrors.cannotCreate();
  const now = new Date();
  return insertWorkspace(db, {
    ...values,
    createdBy: viewer.userId,
    organizationId: viewer.membership?.organizationId ?? null,
    createdAt: now,
    updatedAt: now,
  });
}
