import type { Deps } from '../../deps.ts';
import { restoreContractStatus } from '../contracts/contract-signing-status.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { isPermanent, ownedDocument } from './document-access.ts';
import { emoharErrors } from './emohar.errors.ts';
import { updateDocument } from './emohar-documents.repository.ts';
import { revokeLiveShareLinks } from './emohar-share-links.repository.ts';

/**
 * Discards the caller's document (delete_e_mohar_single / delete_file): the record stays, marked
 * discarded, with its audit trail; its live links die with it and its files are removed. A
 * document a party has signed, or a sealed one, is a permanent record: refused (409), checked
 * under the row lock that signing takes too, so a signature and a discard never both go through.
 */
export async function discardDocument(deps: Deps, userId: string, id: string, meta: RequestMeta) {
  const now = new Date();
  const document = await deps.db.transaction(async (tx) => {
    const locked = await ownedDocument(tx, userId, id, {
      forUpdate: true,
      notFound: emoharErrors.nothingToDiscard,
    });
    if (isPermanent(locked)) throw emoharErrors.permanentRecord();
    const revoked = await revokeLiveShareLinks(tx, locked.id, now);
    await updateDocument(tx, locked.id, { status: 'discarded', discardedAt: now, updatedAt: now });
    // A contract sent for signature goes back to where it was before.
    if (locked.contractId) {
      await restoreContractStatus(tx, locked.contractId, locked.contractPriorStatus ?? 'draft', now);
    }
    await appendAuditEvent(
      tx,
      locked.id,
      {
        type: 'discarded',
        actor: { kind: 'owner', id: userId },
        meta,
        details: { previous_status: locked.status, revoked_link_ids: revoked },
      },
      now,
    );
    return locked;
  });
  // After the commit: a file left behind by a failed removal is unreachable, a discard undone is not.
  // Only unsigned files get here: a signed one was refused above.
  for (const key of new Set([document.originalKey, document.currentKey])) await deps.storage.delete(key);
}
