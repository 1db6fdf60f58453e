import { type DocumentKind, type DocumentText, DocumentTextError } from './document-text.types.ts';
import { docxText } from './docx-text.ts';
import { pdfText } from './pdf-text.ts';

/**
 * What a file is, by its bytes (never its name): a PDF starts with "%PDF-" within its first 1024
 * bytes (readers allow a little junk before it); a DOCX is a ZIP holding word/document.xml.
 */
export function documentKindOf(bytes: Uint8Array): DocumentKind | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  const zip = head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;
  if (zip && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('word/document.xml')) {
    return 'docx';
  }
  return null;
}

/** The text of a PDF or DOCX, read in this thread (see read-document-text.ts for the worker). */
export async function documentText(bytes: Uint8Array): Promise<DocumentText> {
  const kind = documentKindOf(bytes);
  if (kind === 'pdf') return pdfText(bytes);
  if (kind === 'docx') return docxText(bytes);
  throw new DocumentTextError('unsupported', 'The file is neither a PDF nor a Word (DOCX) file.');
}
