import type { ExtractCaseStructuredResponse } from '@lexi/shared/api/case-wizard';
import { messages } from '@lexi/shared/messages';
import { structureCase } from '../../ai/litigation/structure-case.ts';
import type { Db } from '../../db/client.ts';
import { editableWorkspace, type Viewer } from '../workspaces/workspace-access.ts';
import { caseWizardErrors } from './case-wizard.errors.ts';

/** extract-case-structured/: the case's structure from the (edited) facts, by the built-in engine. */
export async function structureCaseFacts(
  db: Db,
  viewer: Viewer,
  input: { workspaceId: string; facts: string },
): Promise<ExtractCaseStructuredResponse> {
  await editableWorkspace(db, viewer, input.workspaceId, 'litigation');
  const structured = structureCase(input.facts);
  if (!structured) throw caseWizardErrors.noStructure();
  return {
    success: true,
    message: messages.litigation.own.caseStructured,
    case_type: structured.caseType,
    case_type_reason: structured.caseTypeReason,
    representing: structured.representing,
    complainant: structured.complainant,
    accused: structured.accused,
    victim: structured.victim,
    allegations: structured.allegations,
    fact_summary: structured.factSummary,
  };
}
