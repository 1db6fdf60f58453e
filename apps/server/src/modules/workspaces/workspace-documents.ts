import type { WorkspaceDocumentKind } from '@lexi/shared/api/workspaces';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../emohar/document-access.ts';
import { editableWorkspace, type Viewer } from './workspace-access.ts';
import { setDocumentWorkspace } from './workspace-documents.repository.ts';
import { workspaceErrors } from './workspaces.errors.ts';
import { touchWorkspace } from './workspaces.repository.ts';

type DocumentRef = { workspace_id: string; kind: WorkspaceDocumentKind; document_id: string };

/** Moves one of the caller's contracts or e-mohar documents into a contract workspace they may edit. */
export async function addDocumentToWorkspace(db: Db, viewer: Viewer, ref: DocumentRef): Promise<void> {
  await editableWorkspace(db, viewer, ref.workspace_id, 'contract');
  if (!isUuid(ref.document_id)) throw workspaceErrors.documentNotFound();
  const moved = await db.transaction(async (tx) => {
    const ok = await setDocumentWorkspace(
      tx,
      ref.kind,
      ref.document_id,
      { ownerId: viewer.userId },
      ref.workspace_id,
    );
    if (ok) await touchWorkspace(tx, ref.workspace_id);
    return ok;
  });
  if (!moved) throw workspaceErrors.documentNotFound();
}

/** Takes a document out of a contract workspace (the document itself stays). */
export async function removeDocumentFromWorkspace(db: Db, viewer: Viewer, ref: DocumentRef): Promise<void> {
  await editableWorkspace(db, viewer, ref.workspace_id, 'contract');
  if (!isUuid(ref.document_id)) throw workspaceErrors.documentNotInWorkspace();
  const moved = await db.transaction(async (tx) => {
    const ok = await setDocumentWorkspace(
      tx,
      ref.kind,
      ref.document_id,
      { fromWorkspaceId: ref.workspace_id },
      null,
    );
    if (ok) await touchWorkspace(tx, ref.workspace_id);
    return ok;
  });
  if (!moved) throw workspaceErrors.documentNotInWorkspace();
}
