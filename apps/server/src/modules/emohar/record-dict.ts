import type { EmoharRecord, EmoharSharedRecord } from '@lexi/shared/api/emohar';
import type { Deps } from '../../deps.ts';
import { emoharErrors } from './emohar.errors.ts';
import type { EmoharDocumentRow } from './emohar-documents.table.ts';

/** The document's current PDF (the original until someone signs). */
export async function currentPdf(deps: Deps, row: EmoharDocumentRow): Promise<Buffer> {
  const bytes = await deps.storage.get(row.currentKey);
  if (!bytes) throw emoharErrors.fileMissing();
  return bytes;
}

/** The owner's view: the spec's `record_dict`. */
export function toRecordDict(row: EmoharDocumentRow, pdf: Buffer): EmoharRecord {
  return {
    id: row.id,
    file_name: row.fileName,
    contract_name: row.contractName,
    party: row.party,
    status: row.status,
    page_count: row.pageCount,
    sha256: row.originalSha256,
    counter_party_name: row.counterPartyName,
    contract_type: row.contractType,
    expiry_date: row.expiryDate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    base64_string: pdf.toString('base64'),
  };
}

/** What the holder of a share link sees. */
export function toSharedRecord(row: EmoharDocumentRow, pdf: Buffer, linkExpiresAt: Date): EmoharSharedRecord {
  return {
    id: row.id,
    file_name: row.fileName,
    contract_name: row.contractName,
    counter_party_name: row.counterPartyName,
    contract_type: row.contractType,
    expiry_date: row.expiryDate,
    page_count: row.pageCount,
    sha256: row.originalSha256,
    status: row.status,
    link_expires_at: linkExpiresAt.toISOString(),
    base64_string: pdf.toString('base64'),
  };
}
