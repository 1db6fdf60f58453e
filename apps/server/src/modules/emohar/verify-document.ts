import { type EmoharVerifyResponse, esignMessages } from '@lexi/shared/api/emohar-signing';
import type { Deps } from '../../deps.ts';
import { isUuid } from './document-access.ts';
import { emoharErrors } from './emohar.errors.ts';
import { findDocumentById } from './emohar-documents.repository.ts';
import { listSigners } from './emohar-signers.repository.ts';
import { sha256Hex } from './pdf-upload.ts';

/**
 * Public check: is the given file byte for byte the file LeXi sealed? For a sealed document,
 * answers its name, seal time and signers (names, methods, times: nothing more personal). For one
 * not sealed (yet) only that: anyone who knows the id may ask. Unknown ids are 404.
 */
export async function verifyDocument(deps: Deps, id: string, base64: string): Promise<EmoharVerifyResponse> {
  if (!isUuid(id)) throw emoharErrors.notFound();
  const row = await findDocumentById(deps.db, id);
  if (!row || row.status === 'discarded') throw emoharErrors.notFound();
  if (!row.sealedAt) {
    return { success: true, sealed: false, message: esignMessages.documentNotSealed, matches: false };
  }
  const sha256 = sha256Hex(Buffer.from(base64, 'base64'));
  const matches = sha256 === row.currentSha256;
  const signers = (await listSigners(deps.db, id))
    .filter((s) => s.status === 'signed')
    .map((s) => ({ name: s.aadharName, method: s.method, signed_at: s.signedAt?.toISOString() ?? null }));
  return {
    success: true,
    sealed: true,
    message: matches ? esignMessages.verifyMatches : esignMessages.verifyDiffers,
    matches,
    document_name: row.contractName,
    sealed_at: row.sealedAt.toISOString(),
    sha256,
    signers,
  };
}
