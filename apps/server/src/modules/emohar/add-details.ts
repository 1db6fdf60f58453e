import type { EmoharParty, emoharAddDetailsRequest } from '@lexi/shared/api/emohar';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { isEditable, ownedDocument } from './document-access.ts';
import { emoharErrors } from './emohar.errors.ts';
import { updateDocument } from './emohar-documents.repository.ts';
import type { EmoharDocumentRow } from './emohar-documents.table.ts';
import { type CheckedPdf, checkedPdf, newFileKey } from './pdf-upload.ts';

/**
 * The request's fields and who signs: 'multi' (add_details, with the counter party's name) or
 * 'single' (for_self_add_details, no counter party). A contract sent for signature may have no
 * expiry date (no fixed term).
 */
export type AddDetailsInput = Omit<
  z.output<typeof emoharAddDetailsRequest>,
  'expiryDate' | 'counterpartyName'
> & {
  party: EmoharParty;
  counterpartyName: string | null;
  expiryDate: string | null;
};

/** The file, and who signs it, may change only while nobody else has had a link to it. */
const fileReplaceable = (row: EmoharDocumentRow) =>
  row.status === 'uploaded' || row.status === 'details_added';

function assertPartyChangeable(row: EmoharDocumentRow, party: EmoharParty) {
  if (row.party !== party && !fileReplaceable(row)) throw emoharErrors.partyLocked();
}

/**
 * Records the contract type, the expiry date and who signs: add_details makes the document multi
 * party with the counter party's name, for_self_add_details single party with none. Until the
 * document is shared, this also switches its party (the spec's client uploads without one), and a
 * `base64String` that differs from the stored file replaces it; the same file sent back changes
 * nothing.
 */
export async function addDetails(deps: Deps, userId: string, input: AddDetailsInput, meta: RequestMeta) {
  const before = await ownedDocument(deps.db, userId, input.id);
  if (!isEditable(before)) throw emoharErrors.locked();
  assertPartyChangeable(before, input.party);
  const counterPartyName = input.party === 'multi' ? input.counterpartyName : null;

  let replacement: (CheckedPdf & { key: string }) | null = null;
  if (input.base64String) {
    const pdf = await checkedPdf(input.base64String);
    if (pdf.sha256 !== before.currentSha256) {
      if (!fileReplaceable(before)) throw emoharErrors.fileLocked();
      replacement = { ...pdf, key: newFileKey(before.id) };
      await deps.storage.put(replacement.key, pdf.bytes);
    }
  }

  const now = new Date();
  try {
    const { row, oldKey } = await deps.db.transaction(async (tx) => {
      // Checked again under the lock: the document may have changed since the first read.
      const locked = await ownedDocument(tx, userId, input.id, { forUpdate: true });
      if (!isEditable(locked)) throw emoharErrors.locked();
      if (replacement && !fileReplaceable(locked)) throw emoharErrors.fileLocked();
      assertPartyChangeable(locked, input.party);
      const updated = await updateDocument(tx, locked.id, {
        party: input.party,
        counterPartyName,
        contractType: input.contractType,
        expiryDate: input.expiryDate,
        status: locked.status === 'uploaded' ? 'details_added' : locked.status,
        updatedAt: now,
        ...(replacement
          ? {
              originalKey: replacement.key,
              originalSha256: replacement.sha256,
              currentKey: replacement.key,
              currentSha256: replacement.sha256,
              pageCount: replacement.pageCount,
            }
          : {}),
      });
      await appendAuditEvent(
        tx,
        locked.id,
        {
          type: 'details_added',
          actor: { kind: 'owner', id: userId },
          meta,
          details: {
            party: input.party,
            ...(locked.party !== input.party ? { previous_party: locked.party } : {}),
            counter_party_name: counterPartyName,
            contract_type: input.contractType,
            expiry_date: input.expiryDate,
            ...(replacement
              ? {
                  file_replaced: {
                    previous_sha256: locked.originalSha256,
                    sha256: replacement.sha256,
                    page_count: replacement.pageCount,
                  },
                }
              : {}),
          },
        },
        now,
      );
      return { row: updated, oldKey: replacement ? locked.currentKey : null };
    });
    if (oldKey) await deps.storage.delete(oldKey);
    const pdf = replacement?.bytes ?? null;
    return { row, pdf };
  } catch (error) {
    if (replacement) await deps.storage.delete(replacement.key);
    throw error;
  }
}
