import { randomUUID } from 'node:crypto';
import type { emoharUploadRequest } from '@lexi/shared/api/emohar';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { insertDocument } from './emohar-documents.repository.ts';
import { checkedPdf, newFileKey } from './pdf-upload.ts';

export type UploadInput = z.output<typeof emoharUploadRequest>;

/**
 * Takes a PDF for signing: checked first (nothing is stored when it is refused), then stored, then
 * recorded with its 'uploaded' event in one transaction. A failed transaction removes the file.
 */
export async function uploadDocument(deps: Deps, userId: string, input: UploadInput, meta: RequestMeta) {
  const pdf = await checkedPdf(input.file_content);
  const id = randomUUID();
  const key = newFileKey(id);
  const now = new Date();
  await deps.storage.put(key, pdf.bytes);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await insertDocument(tx, {
        id,
        ownerId: userId,
        party: input.party,
        fileName: input.file_name,
        contractName: input.contract_name,
        originalKey: key,
        originalSha256: pdf.sha256,
        pageCount: pdf.pageCount,
        currentKey: key,
        currentSha256: pdf.sha256,
        status: 'uploaded',
        createdAt: now,
        updatedAt: now,
      });
      await appendAuditEvent(
        tx,
        id,
        {
          type: 'uploaded',
          actor: { kind: 'owner', id: userId },
          meta,
          details: {
            file_name: input.file_name,
            party: input.party,
            sha256: pdf.sha256,
            size_bytes: pdf.bytes.length,
            page_count: pdf.pageCount,
          },
        },
        now,
      );
      return inserted;
    });
    return { row, pdf: pdf.bytes };
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
}
