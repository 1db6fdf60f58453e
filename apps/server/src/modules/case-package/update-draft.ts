import type { PackageDraft } from '@lexi/shared/api/case-package';
import type { Deps } from '../../deps.ts';
// The editor's HTML rule is the contracts module's (the same TipTap editor): shared, not copied.
import { sanitizeContractHtml } from '../contracts/sanitize-contract-html.ts';
import { isUuid } from '../emohar/document-access.ts';
import { editableWorkspace, type Viewer } from '../workspaces/workspace-access.ts';
import { casePackageErrors } from './case-package.errors.ts';
import { toDraft } from './case-package-view.ts';
import { findDraft, updateDraftHtml } from './case-packages.repository.ts';

/** update-draft/: saves a draft's HTML (kept to the editor's tags) in a workspace the caller may change. */
export async function updateDraft(
  deps: Deps,
  viewer: Viewer,
  input: { workspaceId: string; draftId: string; html: string },
): Promise<PackageDraft> {
  const access = await editableWorkspace(deps.db, viewer, input.workspaceId, 'litigation');
  if (!isUuid(input.draftId)) throw casePackageErrors.draftNotFound();
  const draft = await findDraft(deps.db, access.row.id, input.draftId);
  if (!draft) throw casePackageErrors.draftNotFound();
  return toDraft(await updateDraftHtml(deps.db, draft.id, sanitizeContractHtml(input.html), deps.now()));
}
