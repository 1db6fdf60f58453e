import type { Deps } from '../../deps.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { isUuid } from './document-access.ts';
import { emoharErrors } from './emohar.errors.ts';
import { findDocumentById } from './emohar-documents.repository.ts';
import { findShareLinkByHash } from './emohar-share-links.repository.ts';
import { currentPdf, signingSummary, toSharedRecord } from './record-dict.ts';
import { assertLinkLive } from './share-link-check.ts';

/**
 * The counter party's view of a shared document, for the holder of a live link of that document
 * (no account needed). Each view is recorded with its IP and user agent.
 */
export async function openSharedDocument(deps: Deps, id: string, token: string, meta: RequestMeta) {
  const now = new Date();
  if (!token || !isUuid(id)) throw emoharErrors.linkInvalid();
  const link = await findShareLinkByHash(deps.db, hashToken(token));
  // A forged token and a real token for another document get the same answer.
  if (!link || link.documentId !== id) throw emoharErrors.linkInvalid();
  assertLinkLive(link, now);
  const document = await findDocumentById(deps.db, id);
  if (!document || document.status === 'discarded') throw emoharErrors.linkRevoked();
  const pdf = await currentPdf(deps, document);
  await deps.db.transaction(async (tx) => {
    await appendAuditEvent(
      tx,
      document.id,
      { type: 'viewed', actor: { kind: 'counter_party', id: link.id }, meta, details: { link_id: link.id } },
      now,
    );
  });
  return toSharedRecord(document, pdf, link.expiresAt, await signingSummary(deps, document));
}
