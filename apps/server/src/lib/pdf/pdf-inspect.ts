import {
  NotPdfError,
  PdfActiveContentError,
  PdfEncryptedError,
  PdfTooLargeError,
  PdfTruncatedError,
  PdfUnreadableError,
} from './pdf-errors.ts';
import { inspectInPdfThread } from './pdf-thread.ts';

export const MAX_PDF_BYTES = 20 * 1024 * 1024;

export interface PageInfo {
  /** As displayed, in points: width and height swap on pages turned by 90 or 270 degrees. */
  readonly width: number;
  readonly height: number;
  readonly rotation: 0 | 90 | 180 | 270;
}

export interface PdfInspection {
  readonly pageCount: number;
  readonly pages: readonly PageInfo[];
}

/**
 * Checks an upload by content, size and structure before anything is stored or signed; throws a
 * PdfError whose message the person can act on. The structure is read in the PDF thread.
 */
export async function inspectPdf(bytes: Buffer, maxBytes = MAX_PDF_BYTES): Promise<PdfInspection> {
  if (bytes.length > maxBytes) throw new PdfTooLargeError(maxBytes);
  // The header may follow a little junk (ISO 32000 lets readers look in the first 1024 bytes).
  const headerAt = bytes.subarray(0, 1024).indexOf('%PDF-');
  if (headerAt < 0) throw new NotPdfError();
  // A complete file ends with %%EOF (a few trailing bytes of junk are tolerated, as readers do).
  if (!bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF')) {
    throw new PdfTruncatedError();
  }

  const answer = await inspectInPdfThread(bytes);
  if (answer === 'encrypted') throw new PdfEncryptedError();
  if (answer === 'unreadable') throw new PdfUnreadableError();
  if ('active' in answer) throw new PdfActiveContentError(answer.active);
  return answer;
}
