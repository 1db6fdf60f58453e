import type { CaseFields, LitigationCase } from '@lexi/shared/api/litigation';
import type { CaseType } from '@lexi/shared/validation/workspaces';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../emohar/document-access.ts';
import { editableWorkspace, type Viewer } from '../workspaces/workspace-access.ts';
import { workspaceErrors } from '../workspaces/workspaces.errors.ts';
import { prependTimeline, updateWorkspace } from '../workspaces/workspaces.repository.ts';
import {
  deleteCaseById,
  findCaseById,
  insertLitigationCase,
  updateCaseById,
} from './litigation-cases.repository.ts';
import { timelineEntries } from './litigation-timeline.ts';
import { toLitigationCase } from './litigation-workspace-dict.ts';

/** The case, when the caller may edit its workspace; 404 when they do not see it, 403 read-only. */
async function editableCase(db: Db, viewer: Viewer, caseId: string) {
  if (!isUuid(caseId)) throw workspaceErrors.caseNotFound();
  const row = await findCaseById(db, caseId);
  if (!row) throw workspaceErrors.caseNotFound();
  try {
    await editableWorkspace(db, viewer, row.workspaceId, 'litigation');
  } catch (error) {
    throw error instanceof AppError && error.status === 404 ? workspaceErrors.caseNotFound() : error;
  }
  return row;
}

type NewCaseFields = CaseFields & { case_type: CaseType };

/**
 * The workspace takes its case's type: the type chosen when the workspace was made is a first
 * guess, and the case (the wizard's step 3, or an edit) is what the lawyer settled on. The badge,
 * the Civil / Criminal filter and the search read the workspace's.
 */
const adoptCaseType = (tx: Db, workspaceId: string, caseType: CaseType) =>
  updateWorkspace(tx, workspaceId, { caseType });

/** Writes the case, the workspace's case type and its timeline entry (inside the caller's transaction). */
export async function insertCaseWithTimeline(
  tx: Db,
  workspaceId: string,
  fields: NewCaseFields,
  now = new Date(),
) {
  const inserted = await insertLitigationCase(tx, {
    workspaceId,
    caseType: fields.case_type,
    representing: fields.representing ?? '',
    complainant: fields.complainant ?? '',
    accused: fields.accused ?? '',
    victim: fields.victim ?? '',
    allegations: fields.allegations ?? '',
    factsSummary: fields.facts_summary ?? '',
    createdAt: now,
    updatedAt: now,
  });
  await adoptCaseType(tx, workspaceId, fields.case_type);
  await prependTimeline(tx, workspaceId, timelineEntries.caseCreated, now);
  return inserted;
}

/**
 * Records the case of a litigation workspace the caller may edit (the case details wizard's
 * result), with its timeline entry; the workspace then counts as having its case details.
 */
export async function createLitigationCase(
  db: Db,
  viewer: Viewer,
  workspaceId: string,
  fields: NewCaseFields,
): Promise<LitigationCase> {
  await editableWorkspace(db, viewer, workspaceId, 'litigation');
  const row = await db.transaction((tx) => insertCaseWithTimeline(tx, workspaceId, fields));
  return toLitigationCase(row);
}

export async function updateLitigationCase(
  db: Db,
  viewer: Viewer,
  caseId: string,
  fields: CaseFields,
): Promise<LitigationCase> {
  const current = await editableCase(db, viewer, caseId);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const updated = await updateCaseById(tx, caseId, {
      caseType: fields.case_type,
      representing: fields.representing,
      complainant: fields.complainant,
      accused: fields.accused,
      victim: fields.victim,
      allegations: fields.allegations,
      factsSummary: fields.facts_summary,
      updatedAt: now,
    });
    if (fields.case_type) await adoptCaseType(tx, current.workspaceId, fields.case_type);
    await prependTimeline(tx, current.workspaceId, timelineEntries.caseUpdated, now);
    return updated;
  });
  return toLitigationCase(row);
}

export async function deleteLitigationCase(db: Db, viewer: Viewer, caseId: string): Promise<void> {
  const current = await editableCase(db, viewer, caseId);
  await db.transaction(async (tx) => {
    await deleteCaseById(tx, caseId);
    await prependTimeline(tx, current.workspaceId, timelineEntries.caseDeleted);
  });
}
