import type { Deps } from '../../deps.ts';
import { htmlToDocx } from '../../lib/docx/html-to-docx.ts';
import { safeEntryName } from '../../lib/zip/zip-stream.ts';
import { isUuid } from '../emohar/document-access.ts';
import { type Viewer, visibleWorkspace } from '../workspaces/workspace-access.ts';
import { casePackageErrors } from './case-package.errors.ts';
import { findDraft, findPackage } from './case-packages.repository.ts';

/**
 * download-draft/: one draft of a workspace the caller sees, as DOCX named after the draft's title,
 * with the text last saved. With a version, the draft must be one of that version's.
 */
export async function downloadDraft(
  deps: Deps,
  viewer: Viewer,
  input: { workspaceId: string; draftId: string; version?: number | undefined },
): Promise<{ fileName: string; bytes: Buffer }> {
  const access = await visibleWorkspace(deps.db, viewer, input.workspaceId, 'litigation');
  if (!isUuid(input.draftId)) throw casePackageErrors.draftNotFound();
  const draft = await findDraft(deps.db, access.row.id, input.draftId);
  if (!draft) throw casePackageErrors.draftNotFound();
  if (input.version !== undefined) {
    const pkg = await findPackage(deps.db, access.row.id, input.version);
    if (!pkg) throw casePackageErrors.versionNotFound();
    if (pkg.id !== draft.packageId) throw casePackageErrors.draftNotFound();
  }
  return {
    fileName: `${safeEntryName(draft.title, 'Draft')}.docx`,
    bytes: await htmlToDocx(draft.html, draft.title),
  };
}
