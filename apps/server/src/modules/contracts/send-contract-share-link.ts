import { signingInvitation } from '@lexi/shared/api/signing-offer';
import type { Deps } from '../../deps.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { releaseLinkMail, reserveLinkMail } from '../../lib/mail/link-mail-quota.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { ownedContract } from './contract-access.ts';
import { assertContractLinkLive } from './contract-share-check.ts';
import {
  findContractShareLinkByHash,
  setContractShareLinkContact,
} from './contract-share-links.repository.ts';
import { contractShareUrl, parseContractShareUrl } from './contract-share-url.ts';
import { contractSigningOffer } from './contract-sign-url.ts';
import { contractErrors } from './contracts.errors.ts';

export type SendContractShareLinkInput = { id: string; shareLink: string; contactInfo: string };

/**
 * Emails a live share link of the caller's contract to the counter party. The mail carries the
 * link rebuilt from LeXi's own address and the token, never the URL as sent, so that the call
 * cannot be used to mail arbitrary links in LeXi's name.
 */
export async function sendContractShareLink(
  deps: Deps,
  userId: string,
  input: SendContractShareLinkInput,
  now = new Date(),
) {
  const row = await ownedContract(deps.db, userId, input.id);
  const parsed = parseContractShareUrl(input.shareLink);
  if (!parsed.token || (parsed.id && parsed.id !== row.id)) throw contractErrors.linkNotForContract();
  const link = await findContractShareLinkByHash(deps.db, hashToken(parsed.token));
  if (!link || link.contractId !== row.id) throw contractErrors.linkNotForContract();
  assertContractLinkLive(link, now);

  const owner = await findUserById(deps.db, userId);
  const sender = owner ? `${owner.firstName} ${owner.lastName}`.trim() : 'A LeXi user';
  const url = contractShareUrl(deps.config.publicUrl, {
    contractId: row.id,
    token: parsed.token,
    type: link.type,
    signatureMethod: link.signatureMethod,
  });
  // The same sentence as the page this link opens (contractSigningOffer feeds both).
  const { offer } = await contractSigningOffer(deps, row.id, link.signatureMethod, now);
  const reservation = await reserveLinkMail(deps.db, userId, input.contactInfo, now);
  try {
    await deps.mailer.send({
      to: input.contactInfo,
      // No text a person typed in the subject (the name and title are quoted in the body).
      subject: 'A document has been shared with you on LeXi',
      text: [
        `${sender} has shared the ${link.type} "${row.title}" with you on LeXi.`,
        '',
        `Open it here: ${url}`,
        '',
        signingInvitation(offer),
        '',
        `The link is valid until ${link.expiresAt.toUTCString()}. If you did not expect this message, you can ignore it.`,
      ].join('\n'),
    });
  } catch {
    await releaseLinkMail(deps.db, reservation);
    throw contractErrors.mailFailed();
  }
  await setContractShareLinkContact(deps.db, link.id, input.contactInfo);
}
