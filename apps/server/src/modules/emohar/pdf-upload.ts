import { createHash, randomUUID } from 'node:crypto';
import { PdfError } from '../../lib/pdf/pdf-errors.ts';
import { inspectPdf } from '../../lib/pdf/pdf-inspect.ts';
import { emoharErrors } from './emohar.errors.ts';

export type CheckedPdf = { bytes: Buffer; sha256: string; pageCount: number };

/** Decodes a base64 upload and checks it by content, size and structure before anything is stored. */
export async function checkedPdf(base64: string): Promise<CheckedPdf> {
  const bytes = Buffer.from(base64, 'base64');
  try {
    const inspection = await inspectPdf(bytes);
    return { bytes, sha256: sha256Hex(bytes), pageCount: inspection.pageCount };
  } catch (error) {
    if (error instanceof PdfError) throw emoharErrors.badPdf(error);
    throw error;
  }
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A fresh storage key for a version of the document's file: made of ids only, nothing a person typed. */
export function newFileKey(documentId: string): string {
  return `emohar/${documentId}/${randomUUID()}.pdf`;
}
