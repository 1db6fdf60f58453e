import type { Deps } from '../../deps.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { ownedDocument } from './document-access.ts';
import { emoharErrors } from './emohar.errors.ts';
import { revokeLiveShareLinks } from './emohar-share-links.repository.ts';

/** Withdraws every live share link of the caller's document; returns how many. */
export async function revokeShareLinks(deps: Deps, userId: string, id: string, meta: RequestMeta) {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const document = await ownedDocument(tx, userId, id, { forUpdate: true });
    const revoked = await revokeLiveShareLinks(tx, document.id, now);
    if (revoked.length === 0) throw emoharErrors.noLiveLinks();
    await appendAuditEvent(
      tx,
      document.id,
      { type: 'link_revoked', actor: { kind: 'owner', id: userId }, meta, details: { link_ids: revoked } },
      now,
    );
    return revoked.length;
  });
}
