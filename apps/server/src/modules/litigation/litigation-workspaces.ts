import {
  LITIGATION_PAGE_SIZE,
  type ListLitigationWorkspacesResponse,
  type LitigationCase,
  type LitigationWorkspace,
} from '@lexi/shared/api/litigation';
import { messages } from '@lexi/shared/messages';
import type { CaseType, LitigationWorkspaceData } from '@lexi/shared/validation/workspaces';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { reusedAnswer } from '../../lib/http/reused-answer.ts';
import { createWorkspace } from '../workspaces/create-workspace.ts';
import {
  editableWorkspace,
  type Viewer,
  viewerOf,
  visibleWorkspace,
} from '../workspaces/workspace-access.ts';
import { prependTimeline, updateWorkspace } from '../workspaces/workspaces.repository.ts';
import { listCases } from './litigation-cases.repository.ts';
import { type LitigationListPage, listScope, listTags } from './litigation-list-cache.ts';
import { timelineEntries } from './litigation-timeline.ts';
import {
  litigationWorkspaceOf,
  litigationWorkspacesOf,
  toLitigationCase,
} from './litigation-workspace-dict.ts';
import { pageLitigationWorkspaces } from './litigation-workspaces.repository.ts';

type ListQuery = { page: number; search?: string | undefined; case_type?: CaseType | undefined };

/**
 * The answer of get-litigation-workspaces/: one page of the caller's litigation list, from this
 * instance's memory when they asked for it lately and nothing they may see changed since
 * (litigation-list-cache.ts). The caller's firm and role are read with the page and kept with it;
 * the answer is made once per read of the database and written to JSON once (reusedAnswer).
 */
export async function listLitigationWorkspaces(
  deps: Pick<Deps, 'db' | 'litigationLists' | 'now'>,
  userId: string,
  query: ListQuery,
): Promise<Readonly<ListLitigationWorkspacesResponse>> {
  const key = { ...query, search: query.search || undefined };
  const cached = await deps.litigationLists.read(listScope(userId, key), deps.now().getTime(), async () => {
    const viewer = await viewerOf(deps.db, userId);
    const page = await readLitigationWorkspaces(deps.db, viewer, key);
    const answer = { success: true as const, message: messages.workspace.own.workspacesLoaded, ...page };
    return { answer: reusedAnswer(answer), tags: listTags(userId, viewer.membership?.organizationId) };
  });
  if (!cached) throw new Error('no page');
  return cached.answer;
}

/** One page (50) of the litigation workspaces the caller sees, and how many pages there are (at least 1). */
export async function readLitigationWorkspaces(
  db: Db,
  viewer: Viewer,
  query: ListQuery,
): Promise<LitigationListPage> {
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
