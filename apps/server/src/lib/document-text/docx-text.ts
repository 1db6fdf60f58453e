import mammoth from 'mammoth';
import { checkZipDirectory, type ZipLimits } from '../zip/zip-limits.ts';
import { type DocumentText, DocumentTextError } from './document-text.types.ts';

/** What an uploaded DOCX may unpack to: far beyond any real contract, far below a zip bomb. */
export const UPLOADED_DOCX_LIMITS: ZipLimits = {
  maxEntries: 2_000,
  maxTotalBytes: 100 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

/** A DOCX's paragraphs (mammoth's raw text), as one page: Word files have no fixed pages. */
export async function docxText(bytes: Uint8Array): Promise<DocumentText> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let raw: string;
  try {
    checkZipDirectory(buffer, UPLOADED_DOCX_LIMITS);
    raw = (await mammoth.extractRawText({ buffer })).value;
  } catch {
    throw new DocumentTextError('unreadable', 'The Word file is damaged or is not a DOCX file.');
  }
  const paragraphs = raw
    .split(/\n+/)
    .map((p) => p.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean);
  return {
    kind: 'docx',
    pages: [{ number: 1, paragraphs, scanned: false }],
    text: paragraphs.join('\n\n'),
    scannedPages: [],
    droppedRunningLines: [],
  };
}
