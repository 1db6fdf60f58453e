import type { ContractShareLinkRow } from './contract-share-links.table.ts';
import { contractErrors } from './contracts.errors.ts';

/** Refuses a link that was revoked or has expired, each with its own sentence (410). */
export function assertContractLinkLive(link: ContractShareLinkRow, now: Date): void {
  if (link.revokedAt) throw contractErrors.linkRevoked();
  if (link.expiresAt.getTime() <= now.getTime()) throw contractErrors.linkExpired();
}
