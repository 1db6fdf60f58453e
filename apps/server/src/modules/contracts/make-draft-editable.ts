import type { Deps } from '../../deps.ts';
import { ownedContract } from './contract-access.ts';
import { assertNotOutForSignature } from './contract-signing-status.ts';
import { contractErrors } from './contracts.errors.ts';
import { updateContract } from './contracts.repository.ts';

/**
 * Opens a draft for editing again (it is locked while shared). A signed contract stays as signed.
 * Live share links keep working: their holders read the newest saved version.
 */
export async function makeDraftEditable(deps: Deps, userId: string, id: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const row = await ownedContract(tx, userId, id, { forUpdate: true });
    if (row.status === 'signed') throw contractErrors.signedLocked();
    if (row.isEditable && row.status === 'draft') return row;
    await assertNotOutForSignature(tx, row);
    return updateContract(tx, row.id, { isEditable: true, status: 'draft', updatedAt: now });
  });
}
