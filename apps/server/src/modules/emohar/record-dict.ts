import type { EmoharRecord, EmoharSharedRecord, ViewerRole } from '@lexi/shared/api/emohar';
import type { EmoharSealedInfo, EmoharSignerSummary } from '@lexi/shared/api/emohar-signing';
import type { Deps } from '../../deps.ts';
import { maskIdDigits } from '../../lib/pdf/mask-id.ts';
import { allRequiredSigned } from './complete-signing.ts';
import { emoharErrors } from './emohar.errors.ts';
import type { EmoharDocumentRow } from './emohar-documents.table.ts';
import { listSigners } from './emohar-signers.repository.ts';

/**
 * Who has signed and whether the document is sealed, or being sealed (every party signed, the
 * completion job not finished yet): the signing part of both record views.
 */
export type SigningSummary = { signers: EmoharSignerSummary[]; sealed: EmoharSealedInfo; sealing: boolean };

export async function signingSummary(deps: Deps, row: EmoharDocumentRow): Promise<SigningSummary> {
  const signers = await listSigners(deps.db, row.id);
  return {
    signers: signers.map((s) => ({
      role: s.role,
      status: s.status,
      method: s.method,
      name: s.aadharName,
      masked_digits: maskIdDigits(s.aadharLastDigits),
      viewed_at: s.viewedAt?.toISOString() ?? null,
      signed_at: s.signedAt?.toISOString() ?? null,
    })),
    sealed: row.sealedAt
      ? {
          sealed_at: row.sealedAt.toISOString(),
          sha256: row.currentSha256,
          verify_url: `${deps.config.publicUrl}/verify/${row.id}`,
          retained_until: retainedUntil(row.sealedAt, deps.config.retentionYears),
        }
      : null,
    sealing: !row.sealedAt && row.status !== 'discarded' && allRequiredSigned(row, signers),
  };
}

/** YYYY-MM-DD, `years` after the seal (29 February gives 1 March in a year without one). */
export function retainedUntil(sealedAt: Date, years: number): string {
  const until = new Date(sealedAt);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until.toISOString().slice(0, 10);
}

/** The document's current PDF (the original until someone signs). */
export async function currentPdf(deps: Deps, row: EmoharDocumentRow): Promise<Buffer> {
  const bytes = await deps.storage.get(row.currentKey);
  if (!bytes) throw emoharErrors.fileMissing();
  return bytes;
}

/** The spec's `record_dict`: the owner's view, or a counter party's who signed it (read only). */
export function toRecordDict(
  row: EmoharDocumentRow,
  pdf: Buffer,
  signing: SigningSummary,
  viewerRole: ViewerRole = 'owner',
): EmoharRecord {
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
    ...signing,
    viewer_role: viewerRole,
    archived_at: row.archivedAt?.toISOString() ?? null,
  };
}

/** What the holder of a share link sees. */
export function toSharedRecord(
  row: EmoharDocumentRow,
  pdf: Buffer,
  linkExpiresAt: Date,
  signing: SigningSummary,
): EmoharSharedRecord {
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
    ...signing,
    signature_method: row.signatureMethod,
  };
}
