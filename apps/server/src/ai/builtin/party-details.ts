import { idProofOf, jurisdictionRules } from '@lexi/shared/validation/jurisdiction-rules';
import type { DraftContext, RoleParty } from './draft-context.ts';
import { maskIdNumber } from './format.ts';

/**
 * The identifying words every jurisdiction uses for a party; the laws add their own tail (India's
 * "which expression shall…", the US and UK's plain defined term). An Indian individual is named
 * with the relation the spec asks ("D/o Mohan Rao"); a US or UK individual, who gives none, is "an
 * individual", and the identity document appears only when one was given.
 */
export function describeParty(
  ctx: Pick<DraftContext, 'jurisdiction'>,
  p: RoleParty,
  officeWord: string,
  signatoryWord = 'authorised signatory',
): string {
  const party = p.party;
  if (party.type === 'Business') {
    // Every entity type of the table begins with a consonant sound, so "a" is always right.
    return `a ${party.entityType} having its ${officeWord} at ${party.address}, acting through its ${signatoryWord} ${party.representative}`;
  }
  const who = party.relative
    ? `${party.relative.relation} ${party.relative.name}, residing at ${party.address}`
    : `an individual residing at ${party.address}`;
  if (!party.idProof) return who;
  // The document's name and last four characters identify the person without exposing the number.
  const document = idProofOf(jurisdictionRules[ctx.jurisdiction], party.idProof.type)?.inContract;
  const proof = `${document ?? party.idProof.type} ${maskIdNumber(party.idProof.number)}`;
  return `${who}, holder of ${proof}`;
}
