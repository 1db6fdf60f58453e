import type { createCaseRequest } from '@lexi/shared/api/case-wizard';
import type { LitigationCase } from '@lexi/shared/api/litigation';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { editableWorkspace, type Viewer } from '../workspaces/workspace-access.ts';
import { workspaceErrors } from '../workspaces/workspaces.errors.ts';
import { lockWorkspaceRow } from '../workspaces/workspaces.repository.ts';
import { caseWizardErrors } from './case-wizard.errors.ts';
import { workspacesWithCases } from './litigation-cases.repository.ts';
import { insertCaseWithTimeline } from './litigation-cases.ts';
import { toLitigationCase } from './litigation-workspace-dict.ts';

export type CreateCaseInput = z.output<typeof createCaseRequest>;

/**
 * create-case-LeXi/: records the wizard's case for a workspace that has none yet (one transaction,
 * with its timeline entry); the workspace then counts as extracted. A second case → 409. The
 * workspace's row is locked before the check, so two simultaneous calls cannot both find no case.
 */
export async function createCaseWithLexi(
  db: Db,
  viewer: Viewer,
  input: CreateCaseInput,
): Promise<LitigationCase> {
  const access = await editableWorkspace(db, viewer, input.workspace_id, 'litigation');
  const { workspace_id: _id, ...fields } = input;
  const row = await db.transaction(async (tx) => {
    if (!(await lockWorkspaceRow(tx, access.row.id))) throw workspaceErrors.notFound();
    if ((await workspacesWithCases(tx, [access.row.id])).size > 0) throw caseWizardErrors.caseExists();
    return insertCaseWithTimeline(tx, access.row.id, fields);
  });
  return toLitigationCase(row);
}
