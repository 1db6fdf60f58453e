import { signingInvitation } from '@lexi/shared/api/signing-offer';
import type { Deps } from '../../deps.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { releaseLinkMail, reserveLinkMail } from '../../lib/mail/link-mail-quota.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { ownedDocument } from './document-access.ts';
import { emoharErrors } from './emohar.errors.ts';
import { findShareLinkByHash, setShareLinkContact } from './emohar-share-links.repository.ts';
import { assertLinkLive } from './share-link-check.ts';
import { parseShareUrl, shareUrl } from './share-url.ts';

export type SendShareLinkInput = {
  id: string;
  shareLink: string;
  contactInfo: string;
  type?: string | undefined;
  isDraft?: boolean | undefined;
};

/**
 * Emails a live share link of the caller's document to the counter party. The mail carries a link
 * rebuilt from LeXi's own address and the token, never the URL as sent, so that the call cannot be
 * used to mail arbitrary links in LeXi's name.
 */
export async function sendShareLink(
  deps: Deps,
  userId: string,
  input: SendShareLinkInput,
  meta: RequestMeta & { baseUrl: string },
  now = new Date(),
) {
  const document = await ownedDocument(deps.db, userId, input.id);
  const parsed = parseShareUrl(input.shareLink);
  if (!parsed.token || (parsed.id && parsed.id !== document.id)) throw emoharErrors.linkNotForDocument();
  const link = await findShareLinkByHash(deps.db, hashToken(parsed.token));
  if (!link || link.documentId !== document.id) throw emoharErrors.linkNotForDocument();
  assertLinkLive(link, now);

  const owner = await findUserById(deps.db, userId);
  const sender = owner ? `${owner.firstName} ${owner.lastName}`.trim() : 'A LeXi user';
  const url = shareUrl(meta.baseUrl, document.id, parsed.token);
  const reservation = await reserveLinkMail(deps.db, userId, input.contactInfo, now);
  try {
    await deps.mailer.send({
      to: input.contactInfo,
      // No text a person typed in the subject (the name and title are quoted in the body).
      subject: 'A document has been shared with you for signing on LeXi',
      text: [
        `${sender} has shared the document "${document.contractName}" (${document.fileName}) with you on LeXi.`,
        '',
        `Open it here to review and sign: ${url}`,
        '',
        // The same sentence as the signing page this link opens.
        signingInvitation({ kind: 'sign_now', method: document.signatureMethod }),
        '',
        `The link is valid until ${link.expiresAt.toUTCString()}. If you did not expect this message, you can ignore it.`,
      ].join('\n'),
    });
  } catch {
    await releaseLinkMail(deps.db, reservation);
    throw emoharErrors.mailFailed();
  }

  await deps.db.transaction(async (tx) => {
    await setShareLinkContact(tx, link.id, input.contactInfo);
    await appendAuditEvent(
      tx,
      document.id,
      {
        type: 'link_sent',
        actor: { kind: 'owner', id: userId },
        meta,
        details: {
          link_id: link.id,
          to: input.contactInfo,
          type: input.type ?? null,
          is_draft: input.isDraft ?? null,
        },
      },
      now,
    );
  });
}
