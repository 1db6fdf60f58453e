import { TEAM_LINK_TTL_DAYS } from '@lexi/shared/validation/team';
import { hashToken, randomToken } from '../../lib/crypto/tokens.ts';
import { teamErrors } from './law-firm.errors.ts';

/** When a link made now stops working. */
export const linkExpiry = (now: Date) => new Date(now.getTime() + TEAM_LINK_TTL_DAYS * 86_400_000);

/** A fresh 256-bit link token, the hash that is stored, and when the link stops working. */
export function newLinkToken(now: Date) {
  const token = randomToken(32);
  return { token, tokenHash: hashToken(token), expiresAt: linkExpiry(now) };
}

/** The mail of a member's account link: a newer link's mail replaces an unsent older one. */
export const memberLinkMailKey = (userId: string) => `member-link:${userId}`;

/** The web page an emailed link opens, built from LeXi's own address, never from a request. */
export function teamLinkUrl(
  publicUrl: string,
  page: 'join' | 'set-password' | 'confirm',
  token: string,
): string {
  const url = new URL(`/team/${page}`, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Refuses a link that is unknown or withdrawn, already used, or past its time; with `purpose`, also
 * a link of another kind (a set-password link opened on the confirm page) as unknown.
 */
export function assertLinkLive(
  link: { expiresAt: Date; usedAt: Date | null; revokedAt?: Date | null; purpose?: string } | undefined,
  now: Date,
  purpose?: string,
): asserts link {
  if (!link || link.revokedAt || (purpose && link.purpose !== purpose)) throw teamErrors.linkInvalid();
  if (link.usedAt) throw teamErrors.linkUsed();
  if (link.expiresAt <= now) throw teamErrors.linkExpired();
}
