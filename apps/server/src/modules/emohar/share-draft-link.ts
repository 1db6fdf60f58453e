import type { Deps } from '../../deps.ts';
import { sealText } from '../../lib/crypto/sealed-text.ts';
import { hashToken, randomToken } from '../../lib/crypto/tokens.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { isShareable, ownedDocument } from './document-access.ts';
import { emoharErrors } from './emohar.errors.ts';
import { updateDocument } from './emohar-documents.repository.ts';
import { insertShareLink } from './emohar-share-links.repository.ts';
import { shareUrl } from './share-url.ts';

export const SHARE_LINK_MAX_DAYS = 90;

export type ShareDraftLinkInput = {
  id: string;
  expiry: Date;
  contactInfo?: string | undefined;
  /**
   * Keep the token sealed (AES-GCM under APP_SECRET) beside its hash: only for the link of a contract
   * sent for signature, which the contract's signing share link hands on to its holder.
   */
  keepSealedToken?: boolean | undefined;
};

/** Purpose under which the token of a contract's signing link is sealed. */
export const SIGN_LINK_TOKEN_PURPOSE = 'contract-sign-link-token';

/**
 * Creates a link through which a counter party opens one multi-party document without an account:
 * a 256-bit random token, of which only the hash is stored, valid until `expiry`.
 */
export async function shareDraftLink(
  deps: Deps,
  userId: string,
  input: ShareDraftLinkInput,
  meta: RequestMeta & { baseUrl: string },
  now = new Date(),
) {
  if (input.expiry.getTime() <= now.getTime()) throw emoharErrors.expiryInPast();
  if (input.expiry.getTime() > now.getTime() + SHARE_LINK_MAX_DAYS * 86_400_000)
    throw emoharErrors.expiryTooFar();
  const token = randomToken(32);
  const contactInfo = input.contactInfo || null;
  const link = await deps.db.transaction(async (tx) => {
    const document = await ownedDocument(tx, userId, input.id, { forUpdate: true });
    if (document.party !== 'multi') throw emoharErrors.notMultiParty();
    if (!isShareable(document)) throw emoharErrors.locked();
    const inserted = await insertShareLink(tx, {
      documentId: document.id,
      createdBy: userId,
      tokenHash: hashToken(token),
      sealedToken: input.keepSealedToken
        ? sealText(deps.config.appSecret, SIGN_LINK_TOKEN_PURPOSE, token)
        : null,
      contactInfo,
      expiresAt: input.expiry,
      createdAt: now,
    });
    if (document.status !== 'shared' && document.status !== 'signing')
      await updateDocument(tx, document.id, { status: 'shared', updatedAt: now });
    await appendAuditEvent(
      tx,
      document.id,
      {
        type: 'link_shared',
        actor: { kind: 'owner', id: userId },
        meta,
        details: { link_id: inserted.id, expires_at: input.expiry.toISOString(), contact_info: contactInfo },
      },
      now,
    );
    return inserted;
  });
  return { token, url: shareUrl(meta.baseUrl, input.id, token), expiresAt: link.expiresAt };
}
