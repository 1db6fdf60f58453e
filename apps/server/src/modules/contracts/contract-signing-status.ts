import type { ContractStatus } from '@lexi/shared/api/contracts';
import type { Db } from '../../db/client.ts';
import { isPermanent } from '../emohar/document-access.ts';
import { findLiveDocumentOfContract } from '../emohar/emohar-documents.repository.ts';
import { contractErrors } from './contracts.errors.ts';
import { updateContract } from './contracts.repository.ts';
import type { ContractRow } from './contracts.table.ts';

/** Every party has signed the contract's e-mohar document: the contract is signed (and stays locked). */
export async function markContractSigned(tx: Db, contractId: string, at: Date): Promise<void> {
  await updateContract(tx, contractId, { status: 'signed', isEditable: false, updatedAt: at });
}

/**
 * The contract's signing document was discarded before it was sealed: the contract goes back to the
 * status it had when it was sent, and a draft may be edited again.
 */
export async function restoreContractStatus(
  tx: Db,
  contractId: string,
  prior: ContractStatus,
  at: Date,
): Promise<void> {
  const status = prior === 'signed' ? 'draft' : prior;
  await updateContract(tx, contractId, { status, isEditable: status === 'draft', updatedAt: at });
}

/**
 * The contract's signing document, when it was sealed, and whether a party has signed it:
 * show_contract's `emohar_id`, `signed_at` and `has_signature`.
 */
export async function signingOf(db: Db, contractId: string) {
  const document = await findLiveDocumentOfContract(db, contractId);
  return {
    emohar_id: document?.id ?? null,
    signed_at: document?.sealedAt?.toISOString() ?? null,
    has_signature: document ? isPermanent(document) : false,
  };
}

/** Refuses to reopen or delete a contract whose signing document is live: the signed PDF would differ. */
export async function assertNotOutForSignature(db: Db, row: ContractRow): Promise<void> {
  const document = await findLiveDocumentOfContract(db, row.id);
  if (document && !document.sealedAt) throw contractErrors.outForSignature();
}

/**
 * Refuses to delete a contract that is a permanent record (signed, or a party has signed its
 * signing document) or that is out for signature.
 */
export async function assertDeletable(db: Db, row: ContractRow): Promise<void> {
  if (row.status === 'signed') throw contractErrors.permanentRecord();
  const document = await findLiveDocumentOfContract(db, row.id);
  if (document && isPermanent(document)) throw contractErrors.permanentRecord();
  if (document) throw contractErrors.outForSignature();
}
