import { emoharErrors } from './emohar.errors.ts';
import type { EmoharShareLinkRow } from './emohar-share-links.table.ts';

/** Refuses a link that was revoked, used up or has expired, each with its own sentence. */
export function assertLinkLive(link: EmoharShareLinkRow, now: Date): void {
  if (link.revokedAt) throw emoharErrors.linkRevoked();
  if (link.usedAt) throw emoharErrors.linkUsed();
  if (link.expiresAt.getTime() <= now.getTime()) throw emoharErrors.linkExpired();
}
