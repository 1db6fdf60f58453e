import type { RoleParty } from './draft-context.ts';
import { maskIdNumber } from './format.ts';

/**
 * The identifying words every jurisdiction uses for a party; the laws add their own tail (India's
 * "which expression shall…", the US and UK's plain defined term).
 */
export function describeParty(
  p: RoleParty,
  officeWord: string,
  signatoryWord = 'authorised signatory',
): string {
  const party = p.party;
  if (party.type === 'Business') {
    return `a ${party.entityType} having its ${officeWord} at ${party.address}, acting through its ${signatoryWord} ${party.representative}`;
  }
  // The proof's type and last four characters identify the person without exposing the number.
  const proof = `${party.idProofType} ${maskIdNumber(party.idProofNumber)}`;
  return `${party.relation} ${party.relName}, residing at ${party.address}, holder of ${proof}`;
}
