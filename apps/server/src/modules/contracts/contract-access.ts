import type { Db } from '../../db/client.ts';
import { isUuid } from '../emohar/document-access.ts';
import { contractErrors } from './contracts.errors.ts';
import { findContractById, lockContract } from './contracts.repository.ts';
import type { ContractRow } from './contracts.table.ts';

/**
 * The caller's own contract. Someone else's, a deleted one and a made-up id all get the same 404,
 * so that nobody learns which contracts exist.
 */
export async function ownedContract(
  db: Db,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ContractRow> {
  if (!isUuid(id)) throw contractErrors.notFound();
  const row = options.forUpdate ? await lockContract(db, id) : await findContractById(db, id);
  if (!row || row.ownerId !== userId) throw contractErrors.notFound();
  return row;
}

/** The spec's `type` of a contract: a draft until it has been signed. */
export function kindOf(row: Pick<ContractRow, 'status'>): 'draft' | 'contract' {
  return row.status === 'signed' ? 'contract' : 'draft';
}
