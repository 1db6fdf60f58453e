import type { WorkspacesOverviewResponse } from '@lexi/shared/api/workspaces';
import type { Db } from '../../db/client.ts';
import { countDraftedContracts, countLitigationCases, countSignedContracts } from './overview.repository.ts';
import { type Viewer, visibleTo } from './workspace-access.ts';
import { countWorkspaces } from './workspaces.repository.ts';

/**
 * The dashboard's five tiles, counted from the rows: workspaces of both kinds the caller sees, the
 * caller's signed and drafted contracts, and the litigation cases (drafts) in the workspaces they
 * see. Judgement files are not produced by LeXi yet (case generation is a later step): 0.
 */
export async function workspacesOverview(
  db: Db,
  viewer: Viewer,
): Promise<Omit<WorkspacesOverviewResponse, 'success'>> {
  const visible = visibleTo(viewer);
  const [totalWorkspaces, totalSignedContracts, totalContractsDrafted, totalLitigationDrafts] =
    await Promise.all([
      countWorkspaces(db, visible),
      countSignedContracts(db, viewer.userId),
      countDraftedContracts(db, viewer.userId),
      countLitigationCases(db, visible),
    ]);
  return {
    totalWorkspaces,
    totalSignedContracts,
    totalContractsDrafted,
    totalLitigationDrafts,
    totalJudgementFiles: 0,
  };
}
