import type { Db } from '../../db/client.ts';
import { emoharErrors } from './emohar.errors.ts';
import { findDocumentById, lockDocument } from './emohar-documents.repository.ts';
import type { EmoharDocumentRow } from './emohar-documents.table.ts';

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

/** Whether the document's contents and details may still change (nobody has started signing). */
/**
 * A link can be shared until the document is sealed: the parties may sign in any order, so the
 * owner may sign first and share afterwards.
 */
export function isShareable(row: EmoharDocumentRow): boolean {
  return isEditable(row) || row.status === 'signing';
}

export function isEditable(row: EmoharDocumentRow): boolean {
  return row.status === 'uploaded' || row.status === 'details_added' || row.status === 'shared';
}
