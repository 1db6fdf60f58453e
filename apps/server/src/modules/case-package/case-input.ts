import type { CaseInput } from '../../ai/case-package/case-input.ts';
import type { Deps } from '../../deps.ts';
import { DocumentTextError } from '../../lib/document-text/document-text.types.ts';
import { readDocumentText } from '../../lib/document-text/read-document-text.ts';
import { userHomeJurisdiction } from '../litigation/home-jurisdiction.ts';
import { listCaseFiles } from '../litigation/litigation-case-files.repository.ts';
import { listCases } from '../litigation/litigation-cases.repository.ts';
import { findWorkspaceById } from '../workspaces/workspaces.repository.ts';

/**
 * What the engine reads of a workspace's case: the wizard's case (the first), the workspace's
 * names and the text of its case files (read again from storage: a file that cannot be read is
 * left out, as the wizard already refused unreadable ones), and the country of the workspace's
 * creator for facts that name none. Null when the workspace has no case.
 */
export async function loadCaseInput(deps: Deps, workspaceId: string): Promise<CaseInput | null> {
  const workspace = await findWorkspaceById(deps.db, workspaceId);
  const [theCase] = await listCases(deps.db, workspaceId);
  if (!workspace || !theCase) return null;
  const files: CaseInput['files'] = [];
  for (const file of await listCaseFiles(deps.db, workspaceId)) {
    const bytes = await deps.storage.get(file.storageKey);
    if (!bytes) continue;
    try {
      const document = await readDocumentText(bytes);
      files.push({ name: file.fileName, text: document.text, pages: document.pages.length });
    } catch (error) {
      if (!(error instanceof DocumentTextError)) throw error;
    }
  }
  return {
    workspaceName: workspace.name,
    clientName: workspace.clientName ?? '',
    opponentName: workspace.opponentName ?? '',
    areaOfLaw: workspace.areaOfLaw ?? '',
    caseType: theCase.caseType === 'Criminal' ? 'Criminal' : 'Civil',
    representing: theCase.representing === 'accused' ? 'accused' : 'victim',
    complainant: theCase.complainant,
    accused: theCase.accused,
    victim: theCase.victim,
    allegations: theCase.allegations,
    factsSummary: theCase.factsSummary,
    files,
    home: await userHomeJurisdiction(deps.db, workspace.createdBy),
  };
}
