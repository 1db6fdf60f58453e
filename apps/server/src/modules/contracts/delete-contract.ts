import type { Deps } from '../../deps.ts';
import { ownedContract } from './contract-access.ts';
import { revokeLiveContractShareLinks } from './contract-share-links.repository.ts';
import { assertDeletable } from './contract-signing-status.ts';
import { updateContract } from './contracts.repository.ts';

/**
 * Deletes a draft: it leaves the dashboard and its share links stop working. The row stays (soft
 * delete) so that the AI credit it cost remains accounted for. A signed contract, or one whose
 * signing document a party has signed, is a permanent record and is refused; so is one out for
 * signature (its signing document is discarded first). Checked under the contract's row lock.
 */
export async function deleteContract(deps: Deps, userId: string, id: string, now = new Date()) {
  await deps.db.transaction(async (tx) => {
    const row = await ownedContract(tx, userId, id, { forUpdate: true });
    await assertDeletable(tx, row);
    await updateContract(tx, row.id, { deletedAt: now, updatedAt: now });
    await revokeLiveContractShareLinks(tx, row.id, now);
  });
}
