import type { WorkspacesOverviewResponse } from '@lexi/shared/api/workspaces';
import type { Db } from '../../db/client.ts';
// Counted from the case packages' rows (a table read, not a behaviour of that module).
import { countLatestPackageItems } from '../case-package/case-packages.repository.ts';
import { countDraftedContracts, countSignedContracts } from './overview.repository.ts';
import { type Viewer, visibleTo } from './workspace-access.ts';
import { countWorkspaces } from './workspaces.repository.ts';

/**
 * The dashboard's five tiles, counted from the rows: workspaces of both kinds the caller sees, the
 * caller's signed and drafted contracts, and the drafts and judgements of the latest case package
 * of each litigation workspace they see.
 */
export async function workspacesOverview(
  db: Db,
  viewer: Viewer,
): Promise<Omit<WorkspacesOverviewResponse, 'success'>> {
  const visible = visibleTo(viewer);
  const [totalWorkspaces, totalSignedContracts, totalContractsDrafted, packageItems] = await Promise.all([
    countWorkspaces(db, visible),
    countSignedContracts(db, viewer.userId),
    countDraftedContracts(db, viewer.userId),
    countLatestPackageItems(db, visible),
  ]);
  return {
    totalWorkspaces,
    totalSignedContracts,
    totalContractsDrafted,
    totalLitigationDrafts: packageItems.drafts,
    totalJudgementFiles: packageItems.judgements,
  };
}
