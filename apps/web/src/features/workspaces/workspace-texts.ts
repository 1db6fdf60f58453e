import { messages } from '@lexi/shared/messages';

const own = messages.workspace.own;

/** The screens' own words (not toasts of the spec) and the fallbacks of the calls the spec leaves unnamed. */
export const workspaceTexts = {
  overviewFailed: own.overviewFailed,
  listFailed: own.listFailed,
  detailsFailed: own.detailsFailed,
  createFailed: own.createFailed,
  deleteFailed: own.deleteFailed,
  myDocumentsFailed: own.documentsFailed,
  documentAddFailed: own.documentAddFailed,
  documentRemoveFailed: own.documentRemoveFailed,
  unassignFailed: own.unassignFailed,
  searchContractsPlaceholder: 'Search by workspace name / client name',
  searchLitigationPlaceholder: 'Search by name, client, opponent, case type or area of law',
  noWorkspacesFiltered: 'No workspace matches your search or filters. Clear them to see every workspace.',
  noWorkspacesYet:
    'You have no workspaces yet. Create one to group contracts for a client or for internal use.',
  noLitigationFiltered: 'No litigation workspace matches your search or filter.',
  noLitigationYet: 'Create a litigation workspace to hold a case.',
  loadingLitigation: 'Loading litigation workspaces',
  caseDetailsNotExtracted:
    'The case details of this workspace are not extracted yet. The case details wizard reads the case files or the facts you type; until then you can manage its team and notes here.',
  caseDetailsNotExtractedReadOnly:
    'The case details of this workspace are not extracted yet. A member who may change the workspace can run the case details wizard.',
  openCaseWizard: 'Open the case details wizard',
} as const;
