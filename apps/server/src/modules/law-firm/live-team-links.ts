import type { Db } from '../../db/client.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { teamErrors } from './law-firm.errors.ts';
import type { LinkPurpose } from './member-links.ts';
import { findPasswordLinkByHash } from './member-password-links.repository.ts';
import { findInviteByHash, lockInviteByHash } from './team-invites.repository.ts';
import { assertLinkLive } from './team-links.ts';

/**
 * The invitation whose token hashes to `tokenHash`, when it still works (404 / 410 otherwise);
 * with `lock`, held for the rest of the transaction so that one invitation makes one account.
 */
export async function liveInvite(db: Db, tokenHash: string, now: Date, { lock = false } = {}) {
  const invite = await (lock ? lockInviteByHash : findInviteByHash)(db, tokenHash);
  assertLinkLive(invite && { ...invite, usedAt: invite.acceptedAt }, now);
  return invite;
}

/** The member of a live emailed link of this purpose (404 / 410 for any other link). */
export async function memberOfLiveLink(db: Db, token: string, purpose: LinkPurpose, now: Date) {
  const link = await findPasswordLinkByHash(db, hashToken(token));
  assertLinkLive(link, now, purpose);
  const user = await findUserById(db, link.userId);
  if (!user) throw teamErrors.linkInvalid();
  return user;
}
