import type { DocumentKind } from '@lexi/shared/api/documents';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { ownedContract } from '../contracts/contract-access.ts';
import { lockContract, updateContract } from '../contracts/contracts.repository.ts';
import type { ContractRow } from '../contracts/contracts.table.ts';
import { appendAuditEvent, type RequestMeta } from '../emohar/audit-log.ts';
import { ownedDocument } from '../emohar/document-access.ts';
import {
  findLiveDocumentOfContract,
  lockDocument,
  updateDocument,
} from '../emohar/emohar-documents.repository.ts';
import type { EmoharDocumentRow } from '../emohar/emohar-documents.table.ts';

/** The owner's item, locked: an e-mohar document and its contract, or a contract and its live signing document. */
type Locked = { document: EmoharDocumentRow | undefined; contract: ContractRow | undefined };

/**
 * Locks the item and its other half, the document before the contract (the order in which
 * signing, sealing and discarding lock them). Only the owner's: anyone else gets a 404.
 */
async function lockOwnedItem(tx: Db, userId: string, kind: DocumentKind, id: string): Promise<Locked> {
  if (kind === 'emohar') {
    const document = await ownedDocument(tx, userId, id, { forUpdate: true });
    const contract = document.contractId ? await lockContract(tx, document.contractId) : undefined;
    return { document, contract };
  }
  const unlocked = await ownedContract(tx, userId, id);
  const live = await findLiveDocumentOfContract(tx, unlocked.id);
  const document = live ? await lockDocument(tx, live.id) : undefined;
  const contract = await ownedContract(tx, userId, id, { forUpdate: true });
  return { document, contract };
}

/**
 * Archives (or unarchives) one of the owner's e-mohar documents or contracts: it leaves (or comes
 * back to) their lists, and nothing else changes: it stays verifiable, downloadable by every
 * party, with its audit trail. A contract and its signing document are archived together, so
 * that the one row of the inbox and the dashboard's lists agree. Recorded in the document's audit
 * trail (a contract with no signing document has none). Archiving what is archived already does
 * nothing and records nothing.
 */
export async function setArchived(
  deps: Deps,
  userId: string,
  input: { kind: DocumentKind; id: string; archived: boolean },
  meta: RequestMeta,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { document, contract } = await lockOwnedItem(tx, userId, input.kind, input.id);
    const archivedAt = input.archived ? now : null;
    const current = input.kind === 'emohar' ? document : contract;
    if ((current?.archivedAt != null) === input.archived) return;
    if (contract) await updateContract(tx, contract.id, { archivedAt });
    if (!document) return;
    await updateDocument(tx, document.id, { archivedAt });
    await appendAuditEvent(
      tx,
      document.id,
      {
        type: input.archived ? 'archived' : 'unarchived',
        actor: { kind: 'owner', id: userId },
        meta,
        details: { kind: input.kind, ...(contract ? { contract_id: contract.id } : {}) },
      },
      now,
    );
  });
}
