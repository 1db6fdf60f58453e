import type { EsignMethod } from '@lexi/shared/api/emohar-signing';
import type { SigningOffer } from '@lexi/shared/api/signing-offer';
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

/**
 * What a contract's share link offers its holder, and where they sign: a read link nothing; a link
 * that asks for a signature the live signing document's page (with the method that page will
 * require, which the owner chose when sending for signature), or, until the contract has been
 * sent for signature, the promise of a signing link to come.
 */
export async function contractSigningOffer(
  deps: Deps,
  contractId: string,
  linkMethod: EsignMethod | null,
  now: Date,
): Promise<{ offer: SigningOffer; signUrl: string | null }> {
  if (!linkMethod) return { offer: { kind: 'read_only' }, signUrl: null };
  const document = await findLiveDocumentOfContract(deps.db, contractId);
  const signable = document && !document.sealedAt && document.status !== 'signed';
  const signUrl = signable ? await liveSignUrl(deps, document.id, now) : null;
  if (document && signUrl) return { offer: { kind: 'sign_now', method: document.signatureMethod }, signUrl };
  return { offer: { kind: 'sign_later', method: linkMethod }, signUrl: null };
}
