import { type ContractKind, SHARE_LINK_MAX_DAYS } from '@lexi/shared/api/contracts';
import type { EsignMethod } from '@lexi/shared/api/emohar-signing';
import type { Deps } from '../../deps.ts';
import { hashToken, randomToken } from '../../lib/crypto/tokens.ts';
import { ownedContract } from './contract-access.ts';
import { insertContractShareLink } from './contract-share-links.repository.ts';
import { contractShareUrl } from './contract-share-url.ts';
import { contractErrors } from './contracts.errors.ts';
import { updateContract } from './contracts.repository.ts';

export type ShareContractLinkInput = {
  id: string;
  type: ContractKind;
  expiry: Date;
  signature?: EsignMethod | undefined;
  contactInfo?: string | undefined;
};

/**
 * A link through which a counter party reads one contract without an account: a 256-bit random
 * token of which only the hash is stored, valid until `expiry`. Sharing locks the draft, so that
 * what the counter party reads does not change under them until the owner makes it editable again.
 */
export async function shareContractLink(
  deps: Deps,
  userId: string,
  input: ShareContractLinkInput,
  now = new Date(),
) {
  if (input.expiry.getTime() <= now.getTime()) throw contractErrors.expiryInPast();
  if (input.expiry.getTime() > now.getTime() + SHARE_LINK_MAX_DAYS * 86_400_000)
    throw contractErrors.expiryTooFar();
  const token = randomToken(32);
  const link = await deps.db.transaction(async (tx) => {
    const row = await ownedContract(tx, userId, input.id, { forUpdate: true });
    const inserted = await insertContractShareLink(tx, {
      contractId: row.id,
      createdBy: userId,
      tokenHash: hashToken(token),
      type: input.type,
      signatureMethod: input.signature ?? null,
      contactInfo: input.contactInfo || null,
      expiresAt: input.expiry,
      createdAt: now,
    });
    if (row.status !== 'signed') {
      await updateContract(tx, row.id, { status: 'shared', isEditable: false, updatedAt: now });
    }
    return inserted;
  });
  const url = contractShareUrl(deps.config.publicUrl, {
    contractId: link.contractId,
    token,
    type: link.type,
    signatureMethod: link.signatureMethod,
  });
  return { token, url, expiresAt: link.expiresAt };
}
