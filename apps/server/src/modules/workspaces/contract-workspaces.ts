import type { ContractWorkspace, WorkspaceDocument } from '@lexi/shared/api/workspaces';
import type { CreateContractWorkspaceData } from '@lexi/shared/validation/workspaces';
import type { Db } from '../../db/client.ts';
import { contractWorkspaceOf, contractWorkspacesOf } from './contract-workspace-dict.ts';
import { createWorkspace } from './create-workspace.ts';
import { type Viewer, visibleTo, visibleWorkspace } from './workspace-access.ts';
import { listDocuments } from './workspace-documents.repository.ts';
import { listWorkspaces } from './workspaces.repository.ts';

/** Every contract workspace the caller sees, newest update first. */
export async function listContractWorkspaces(db: Db, viewer: Viewer): Promise<ContractWorkspace[]> {
  const rows = await listWorkspaces(db, 'contract', visibleTo(viewer));
  return contractWorkspacesOf(db, viewer, rows);
}

export async function createContractWorkspace(
  db: Db,
  viewer: Viewer,
  data: CreateContractWorkspaceData,
): Promise<ContractWorkspace> {
  const row = await createWorkspace(db, viewer, {
    kind: 'contract',
    name: data.name,
    workspaceType: data.workspace_type,
    clientName: data.client_name,
  });
  return contractWorkspaceOf(db, viewer, row);
}

/** A contract workspace with its contracts and e-mohar documents and their statuses. */
export async function contractWorkspaceDetails(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<{ workspace: ContractWorkspace; contracts: WorkspaceDocument[] }> {
  const { row } = await visibleWorkspace(db, viewer, id, 'contract');
  const [workspace, contracts] = await Promise.all([
    contractWorkspaceOf(db, viewer, row),
    listDocuments(db, id),
  ]);
  return { workspace, contracts };
}
