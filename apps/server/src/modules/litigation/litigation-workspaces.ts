import {
  LITIGATION_PAGE_SIZE,
  type LitigationCase,
  type LitigationWorkspace,
} from '@lexi/shared/api/litigation';
import type { CaseType, LitigationWorkspaceData } from '@lexi/shared/validation/workspaces';
import type { Db } from '../../db/client.ts';
import { createWorkspace } from '../workspaces/create-workspace.ts';
import { editableWorkspace, type Viewer, visibleWorkspace } from '../workspaces/workspace-access.ts';
import { prependTimeline, updateWorkspace } from '../workspaces/workspaces.repository.ts';
import { listCases } from './litigation-cases.repository.ts';
import { timelineEntries } from './litigation-timeline.ts';
import {
  litigationWorkspaceOf,
  litigationWorkspacesOf,
  toLitigationCase,
} from './litigation-workspace-dict.ts';
import { pageLitigationWorkspaces } from './litigation-workspaces.repository.ts';

/** One page (50) of the litigation workspaces the caller sees, and how many pages there are (at least 1). */
export async function listLitigationWorkspaces(
  db: Db,
  viewer: Viewer,
  query: { page: number; search?: string | undefined; case_type?: CaseType | undefined },
): Promise<{ workspaces: LitigationWorkspace[]; num_pages: number }> {
  const { rows, total } = await pageLitigationWorkspaces(db, viewer, {
    page: query.page,
    pageSize: LITIGATION_PAGE_SIZE,
    search: query.search || undefined,
    caseType: query.case_type,
  });
  return {
    workspaces: await litigationWorkspacesOf(db, viewer, rows),
    num_pages: Math.max(1, Math.ceil(total / LITIGATION_PAGE_SIZE)),
  };
}

const columnsOf = (data: LitigationWorkspaceData) => ({
  name: data.workspace_name,
  caseType: data.case_type,
  clientName: data.client_name,
  opponentName: data.opponent_name,
  areaOfLaw: data.area_of_law,
});

export async function createLitigationWorkspace(
  db: Db,
  viewer: Viewer,
  data: LitigationWorkspaceData,
): Promise<LitigationWorkspace> {
  const row = await createWorkspace(db, viewer, {
    kind: 'litigation',
    ...columnsOf(data),
    timeline: [timelineEntries.created],
  });
  return litigationWorkspaceOf(db, viewer, row);
}

export async function editLitigationWorkspace(
  db: Db,
  viewer: Viewer,
  id: string,
  data: LitigationWorkspaceData,
): Promise<LitigationWorkspace> {
  await editableWorkspace(db, viewer, id, 'litigation');
  const row = await db.transaction(async (tx) => {
    await updateWorkspace(tx, id, columnsOf(data));
    return prependTimeline(tx, id, timelineEntries.detailsUpdated);
  });
  return litigationWorkspaceOf(db, viewer, row);
}

export async function litigationWorkspaceDetails(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<{ workspace: LitigationWorkspace; cases: LitigationCase[] }> {
  const { row } = await visibleWorkspace(db, viewer, id, 'litigation');
  const [workspace, cases] = await Promise.all([litigationWorkspaceOf(db, viewer, row), listCases(db, id)]);
  return { workspace, cases: cases.map(toLitigationCase) };
}
