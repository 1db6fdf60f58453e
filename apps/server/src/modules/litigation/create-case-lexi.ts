import type { createCaseRequest } from '@lexi/shared/api/case-wizard';
import type { LitigationCase } from '@lexi/shared/api/litigation';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { enqueueLive } from '../../lib/jobs/job-queue.ts';
// The exception to "no behaviour imports across modules": the generation owed after a case is a
// job row written in the case's own transaction (DESIGN.md, multi-step work is durable).
import { generateCaseJob, generationKey } from '../case-package/generate-case.job.ts';
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
 * The package's generation is owed from the same commit (a queued job; initialize-case/ finds it).
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
    const created = await insertCaseWithTimeline(tx, access.row.id, fields);
    await enqueueLive(tx, generateCaseJob, { workspace_id: access.row.id }, generationKey(access.row.id));
    return created;
  });
  return toLitigationCase(row);
}
