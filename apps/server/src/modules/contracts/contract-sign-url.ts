import type { Deps } from '../../deps.ts';
import { openText } from '../../lib/crypto/sealed-text.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { findLiveDocumentOfContract } from '../emohar/emohar-documents.repository.ts';
import { findLiveSealedLink } from '../emohar/emohar-share-links.repository.ts';
import { SIGN_LINK_TOKEN_PURPOSE } from '../emohar/share-draft-link.ts';
import { shareUrl } from '../emohar/share-url.ts';

/**
 * The counter party's e-mohar signing URL of a document, from its newest live link whose token
 * was kept sealed (only links made by send_for_signature); null when there is none.
 */
export async function liveSignUrl(deps: Deps, documentId: string, now: Date): Promise<string | null> {
  const link = await findLiveSealedLink(deps.db, documentId, now);
  if (!link?.sealedToken) return null;
  const token = openText(deps.config.appSecret, SIGN_LINK_TOKEN_PURPOSE, link.sealedToken);
  // A token sealed under another APP_SECRET, or not this link's, is as good as none.
  if (!token || hashToken(token) !== link.tokenHash) return null;
  return shareUrl(deps.config.publicUrl, documentId, token);
}

/** Where the counter party signs the contract: its live, unsealed signing document's link, or null. */
export async function contractSignUrl(deps: Deps, contractId: string, now: Date): Promise<string | null> {
  const document = await findLiveDocumentOfContract(deps.db, contractId);
  if (!document || document.sealedAt || document.status === 'signed') return null;
  return liveSignUrl(deps, document.id, now);
}
