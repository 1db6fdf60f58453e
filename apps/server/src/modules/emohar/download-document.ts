import type { Deps } from '../../deps.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { isUuid, readableDocument } from './document-access.ts';
import { emoharErrors } from './emohar.errors.ts';
import { findDocumentById } from './emohar-documents.repository.ts';
import type { EmoharDocumentRow } from './emohar-documents.table.ts';
import { findShareLinkByHash } from './emohar-share-links.repository.ts';
import { currentPdf } from './record-dict.ts';

export type Download = { fileName: string; pdf: Buffer };

/** "Lease.pdf" → "Lease-signed.pdf" once sealed. */
function downloadName(row: EmoharDocumentRow): string {
  const base = row.fileName.replace(/\.pdf$/i, '') || 'Contract';
  return row.sealedAt ? `${base}-signed.pdf` : `${base}.pdf`;
}

/** The current (or sealed) PDF, for the owner or a counter party who signed it (signed in). */
export async function downloadDocument(deps: Deps, userId: string, id: string): Promise<Download> {
  const { row } = await readableDocument(deps.db, userId, id);
  return { fileName: downloadName(row), pdf: await currentPdf(deps, row) };
}

/**
 * The counter party's copy: a link of this document that is live or was used to sign (so the
 * counter party can fetch the sealed file afterwards); expired and revoked links are refused.
 */
export async function downloadSharedDocument(deps: Deps, id: string, token: string): Promise<Download> {
  const now = new Date();
  if (!token || !isUuid(id)) throw emoharErrors.linkInvalid();
  const link = await findShareLinkByHash(deps.db, hashToken(token));
  if (!link || link.documentId !== id) throw emoharErrors.linkInvalid();
  if (link.revokedAt) throw emoharErrors.linkRevoked();
  if (!link.usedAt && link.expiresAt <= now) throw emoharErrors.linkExpired();
  const row = await findDocumentById(deps.db, id);
  if (!row || row.status === 'discarded') throw emoharErrors.linkRevoked();
  return { fileName: downloadName(row), pdf: await currentPdf(deps, row) };
}

/** Generic: lives in lib/http (the case download uses it too). */
export { contentDisposition } from '../../lib/http/content-disposition.ts';
