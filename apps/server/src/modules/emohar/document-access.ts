import { isPermanentRecord, type ViewerRole } from '@lexi/shared/api/emohar';
import type { Db } from '../../db/client.ts';
import { emoharErrors } from './emohar.errors.ts';
import { findDocumentById, lockDocument } from './emohar-documents.repository.ts';
import type { EmoharDocumentRow } from './emohar-documents.table.ts';
import { signedAsCounterParty } from './emohar-signers.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

type AccessOptions = {
  /** Lock the row for the rest of the transaction (db must be a transaction). */
  forUpdate?: boolean;
  /** The audit trail stays readable after a discard. */
  allowDiscarded?: boolean;
  notFound?: () => Error;
};

/**
 * The caller's own document. Someone else's, a discarded one and a made-up id all get the same
 * 404, so that nobody learns which documents exist.
 */
export async function ownedDocument(
  db: Db,
  userId: string,
  id: string,
  options: AccessOptions = {},
): Promise<EmoharDocumentRow> {
  const notFound = options.notFound ?? emoharErrors.notFound;
  if (!isUuid(id)) throw notFound();
  const row = options.forUpdate ? await lockDocument(db, id) : await findDocumentById(db, id);
  if (!row || row.ownerId !== userId) throw notFound();
  if (row.status === 'discarded' && !options.allowDiscarded) throw notFound();
  return row;
}

/**
 * A document the caller may read: their own, or one they signed as its counter party with the
 * verified email of their account (status, signers, the PDF, the audit trail; nothing that
 * changes it). Anyone else gets the same 404 as for an unknown id. Archiving changes nothing here.
 */
export async function readableDocument(
  db: Db,
  userId: string,
  id: string,
  options: Pick<AccessOptions, 'allowDiscarded'> = {},
): Promise<{ row: EmoharDocumentRow; role: ViewerRole }> {
  if (!isUuid(id)) throw emoharErrors.notFound();
  const row = await findDocumentById(db, id);
  if (!row || (row.status === 'discarded' && !options.allowDiscarded)) throw emoharErrors.notFound();
  if (row.ownerId === userId) return { row, role: 'owner' };
  if (await signedAsCounterParty(db, row.id, userId)) return { row, role: 'counter_party' };
  throw emoharErrors.notFound();
}

/**
 * A link can be shared until the document is sealed: the parties may sign in any order, so the
 * owner may sign first and share afterwards.
 */
export function isShareable(row: EmoharDocumentRow): boolean {
  return isEditable(row) || row.status === 'signing';
}

/** Whether the document's contents and details may still change (nobody has started signing). */
export function isEditable(row: EmoharDocumentRow): boolean {
  return row.status === 'uploaded' || row.status === 'details_added' || row.status === 'shared';
}

/** A party has signed it or it is sealed: never discarded, its files never removed (the shared rule). */
export function isPermanent(row: EmoharDocumentRow): boolean {
  return isPermanentRecord({ status: row.status, sealed: row.sealedAt !== null });
}
