import type { Deps } from '../../deps.ts';
import { ownedContract } from './contract-access.ts';
import { revokeLiveContractShareLinks } from './contract-share-links.repository.ts';
import { assertNotOutForSignature } from './contract-signing-status.ts';
import { contractErrors } from './contracts.errors.ts';
import { updateContract } from './contracts.repository.ts';

/**
 * Deletes a draft: it leaves the dashboard and its share links stop working. The row stays (soft
 * delete) so that the AI credit it cost remains accounted for.
 */
export async function deleteContract(deps: Deps, userId: string, id: string, now = new Date()) {
  await deps.db.transaction(async (tx) => {
    const row = await ownedContract(tx, userId, id, { forUpdate: true });
    if (row.status === 'signed') throw contractErrors.signedLocked();
    await assertNotOutForSignature(tx, row);
    await updateContract(tx, row.id, { deletedAt: now, updatedAt: now });
    await revokeLiveContractShareLinks(tx, row.id, now);
  });
}
