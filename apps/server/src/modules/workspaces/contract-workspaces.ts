import { pagesOf } from '@lexi/shared/api/common';
import type {
  ContractWorkspace,
  WorkspaceDocument,
  WorkspaceStatusFilter,
} from '@lexi/shared/api/workspaces';
import type { ContractWorkspaceType, CreateContractWorkspaceData } from '@lexi/shared/validation/workspaces';
import type { Db } from '../../db/client.ts';
import { likeContaining } from '../../lib/sql-like.ts';
import { contractWorkspaceOf, contractWorkspacesOf } from './contract-workspace-dict.ts';
import { createWorkspace } from './create-workspace.ts';
import { type Viewer, visibleTo, visibleWorkspace } from './workspace-access.ts';
import { holdsDocumentIn, listDocuments } from './workspace-documents.repository.ts';
import { countContractWorkspaces, pageContractWorkspaces } from './workspaces.repository.ts';

export type ContractWorkspacesPage = {
  page: number;
  pageSize: number;
  search: string;
  workspaceType?: ContractWorkspaceType | undefined;
  status?: WorkspaceStatusFilter | undefined;
};

/** One page of the contract workspaces the caller sees that match the filters, newest update first. */
export async function listContractWorkspaces(db: Db, viewer: Viewer, query: ContractWorkspacesPage) {
  const visible = visibleTo(viewer);
  const filters = {
    pattern: query.search ? likeContaining(query.search) : undefined,
    workspaceType: query.workspaceType,
    holding: query.status ? holdsDocumentIn(query.status) : undefined,
  };
  const [rows, total] = await Promise.all([
    pageContractWorkspaces(db, visible, filters, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    }),
    countContractWorkspaces(db, visible, filters),
  ]);
  return {
    workspaces: await contractWorkspacesOf(db, viewer, rows),
    total,
    num_pages: pagesOf(total, query.pageSize),
    page: query.page,
  };
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
