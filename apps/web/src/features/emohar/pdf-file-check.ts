import { MAX_UPLOAD_BYTES } from '@lexi/shared/constants';
import { truncateCodePoints } from '@lexi/shared/validation/safe-text';
import { readBytes } from '../../lib/read-file.ts';

/** The browser's own sentences for a file it refuses before uploading (the server checks again). */
export const pdfFileMessages = {
  empty: 'This file is empty. Choose the PDF again.',
  notPdf: 'This file is not a PDF. Upload the document as a PDF file.',
  tooLarge: `This PDF is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Upload a smaller file.`,
  unreadable: 'This file could not be read. Choose it again.',
} as const;

interface FileLike {
  name: string;
  size: number;
  type: string;
  slice: (start?: number, end?: number) => Blob;
}

/**
 * What is wrong with a chosen file, or null: it must be a PDF by name or type AND by content (the
 * `%PDF-` header within its first kilobyte, as readers accept), not empty, and at most 20 MB.
 */
export async function checkPdfFile(file: FileLike): Promise<string | null> {
  if (file.size === 0) return pdfFileMessages.empty;
  const named = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!named) return pdfFileMessages.notPdf;
  if (file.size > MAX_UPLOAD_BYTES) return pdfFileMessages.tooLarge;
  let head: Uint8Array;
  try {
    head = await readBytes(file.slice(0, 1024));
  } catch {
    return pdfFileMessages.unreadable;
  }
  const text = String.fromCharCode(...head);
  return text.includes('%PDF-') ? null : pdfFileMessages.notPdf;
}

/** The contract's name from its file name: "Lease deed.pdf" → "Lease deed". */
export function contractNameOf(fileName: string): string {
  return truncateCodePoints(fileName.replace(/\.pdf$/i, '').trim(), 200);
}
