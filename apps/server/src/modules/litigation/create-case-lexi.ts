import type { createCaseRequest } from '@lexi/shared/api/case-wizard';
import type { LitigationCase } from '@lexi/shared/api/litigation';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { editableWorkspace, type Viewer } from '../workspaces/workspace-access.ts';
import { caseWizardErrors } from './case-wizard.errors.ts';
import { workspacesWithCases } from './litigation-cases.repository.ts';
import { createLitigationCase } from './litigation-cases.ts';

export type CreateCaseInput = z.output<typeof createCaseRequest>;

/**
 * create-case-LeXi/: records the wizard's case for a workspace that has none yet (one transaction,
 * with its timeline entry); the workspace then counts as extracted. A second case → 409.
 */
export async function createCaseWithLexi(
  db: Db,
  viewer: Viewer,
  input: CreateCaseInput,
): Promise<LitigationCase> {
  const access = await editableWorkspace(db, viewer, input.workspace_id, 'litigation');
  if ((await workspacesWithCases(db, [access.row.id])).size > 0) throw caseWizardErrors.caseExists();
  const { workspace_id, ...fields } = input;
  return createLitigationCase(db, viewer, workspace_id, fields);
}
