import type { LitigationCase, LitigationWorkspace } from '@lexi/shared/api/litigation';
import { LITIGATION_WORKSPACE_TYPE } from '@lexi/shared/workspace-constants';
import type { Db } from '../../db/client.ts';
import { rightsOver, type Viewer } from '../workspaces/workspace-access.ts';
import { assignedTeams } from '../workspaces/workspace-members.repository.ts';
import type { WorkspaceRow } from '../workspaces/workspaces.table.ts';
import { workspacesWithCases } from './litigation-cases.repository.ts';
import type { LitigationCaseRow } from './litigation-cases.table.ts';

/** A workspace row, maybe with what its page query already knows: whether it has a case, a team. */
type Row = WorkspaceRow & { hasCase?: boolean; hasTeam?: boolean };

/**
 * Litigation workspaces as the API answers them, with their teams and whether their case details
 * were extracted: at most 2 queries for any number, none for what the rows already tell.
 */
export async function litigationWorkspacesOf(
  db: Db,
  viewer: Viewer,
  rows: Row[],
): Promise<LitigationWorkspace[]> {
  const withTeam = rows.filter((r) => r.hasTeam !== false).map((r) => r.id);
  const unknownCase = rows.filter((r) => r.hasCase === undefined).map((r) => r.id);
  const [teams, extracted] = await Promise.all([
    assignedTeams(db, withTeam),
    workspacesWithCases(db, unknownCase),
  ]);
  return rows.map((row) => {
    const rights = rightsOver(viewer, row);
    return {
      id: row.id,
      workspace_id: row.id,
      workspace_name: row.name,
      workspace_type: LITIGATION_WORKSPACE_TYPE,
      case_type: row.caseType ?? 'Civil',
      client_name: row.clientName ?? '',
      opponent_name: row.opponentName ?? '',
      area_of_law: row.areaOfLaw ?? '',
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      status: row.timeline,
      team_members: teams.get(row.id) ?? [],
      is_case_details_extracted: row.hasCase ?? extracted.has(row.id),
      can_manage: rights.canManage,
      can_edit: rights.canEdit,
    };
  });
}

export async function litigationWorkspaceOf(
  db: Db,
  viewer: Viewer,
  row: WorkspaceRow,
): Promise<LitigationWorkspace> {
  const [workspace] = await litigationWorkspacesOf(db, viewer, [row]);
  if (!workspace) throw new Error('no workspace');
  return workspace;
}

export function toLitigationCase(row: LitigationCaseRow): LitigationCase {
  return {
    id: row.id,
    case_type: row.caseType,
    representing: row.representing,
    complainant: row.complainant,
    accused: row.accused,
    victim: row.victim,
    allegations: row.allegations,
    facts_summary: row.factsSummary,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
