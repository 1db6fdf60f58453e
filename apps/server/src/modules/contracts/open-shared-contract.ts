import type { Deps } from '../../deps.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { isUuid } from '../emohar/document-access.ts';
import { toSharedContract } from './contract-dict.ts';
import { assertContractLinkLive } from './contract-share-check.ts';
import { findContractShareLinkByHash } from './contract-share-links.repository.ts';
import { contractSigningOffer } from './contract-sign-url.ts';
import { contractErrors } from './contracts.errors.ts';
import { findContractById } from './contracts.repository.ts';

/** The counter party's view of a shared contract, for the holder of a live link (no account). */
export async function openSharedContract(
  deps: Deps,
  query: { id: string; token: string; type?: string | undefined },
  now = new Date(),
) {
  if (!query.token || !isUuid(query.id)) throw contractErrors.linkInvalid();
  const link = await findContractShareLinkByHash(deps.db, hashToken(query.token));
  // A forged token, a real token for another contract and a wrong type get the same answer.
  if (!link || link.contractId !== query.id) throw contractErrors.linkInvalid();
  if (query.type && query.type !== link.type) throw contractErrors.linkInvalid();
  assertContractLinkLive(link, now);
  const row = await findContractById(deps.db, link.contractId);
  if (!row) throw contractErrors.linkRevoked();
  // Only a link that offers a signature hands on the e-mohar signing link: a read link never does.
  const { offer, signUrl } = await contractSigningOffer(deps, row.id, link.signatureMethod, now);
  return toSharedContract(row, link, signUrl, offer);
}
