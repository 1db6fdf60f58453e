import type { ContractWorkspace, PersonRef, TeamMember } from '@lexi/shared/api/workspaces';
import type { Db } from '../../db/client.ts';
import { personRefs } from './people.ts';
import type { Viewer } from './workspace-access.ts';
import { rightsOver } from './workspace-access.ts';
import { countDocuments } from './workspace-documents.repository.ts';
import { assignedTeams } from './workspace-members.repository.ts';
import type { WorkspaceRow } from './workspaces.table.ts';

function toContractWorkspace(
  row: WorkspaceRow,
  extra: {
    count: number;
    team: TeamMember[];
    createdBy: PersonRef;
    rights: { canManage: boolean; canEdit: boolean };
  },
): ContractWorkspace {
  return {
    id: row.id,
    name: row.name,
    client_name: row.clientName,
    workspace_type: row.workspaceType ?? 'Internal',
    contracts_count: extra.count,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    team_members: extra.team,
    created_by: extra.createdBy,
    can_manage: extra.rights.canManage,
    can_edit: extra.rights.canEdit,
  };
}

/** Contract workspaces as the API answers them, with their counts, teams and creators (4 queries). */
export async function contractWorkspacesOf(db: Db, viewer: Viewer, rows: WorkspaceRow[]) {
  const ids = rows.map((r) => r.id);
  const [counts, teams, creators] = await Promise.all([
    countDocuments(db, ids),
    assignedTeams(db, ids),
    personRefs(
      db,
      rows.map((r) => r.createdBy),
    ),
  ]);
  return rows.map((row) =>
    toContractWorkspace(row, {
      count: counts.get(row.id) ?? 0,
      team: teams.get(row.id) ?? [],
      createdBy: creators.get(row.createdBy) ?? { username: '', first_name: '', last_name: '' },
      rights: rightsOver(viewer, row),
    }),
  );
}

export async function contractWorkspaceOf(
  db: Db,
  viewer: Viewer,
  row: WorkspaceRow,
): Promise<ContractWorkspace> {
  const [workspace] = await contractWorkspacesOf(db, viewer, [row]);
  if (!workspace) throw new Error('no workspace');
  return workspace;
}
