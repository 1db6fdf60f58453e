import { PDFDocument } from 'pdf-lib';
import { findActiveContent } from './active-content.ts';
import { pageRotation } from './page-geometry.ts';
import type { PageInfo, PdfInspection } from './pdf-inspect.ts';

/**
 * The structural half of inspectPdf (pdf-inspect.ts), run in the PDF thread: loading a 20 MB file
 * takes seconds and, if hostile, much memory. Answers the pages, or why the file cannot be taken
 * (encrypted, unreadable, or the active content it carries).
 */
export async function readPages(
  bytes: Buffer,
): Promise<PdfInspection | 'encrypted' | 'unreadable' | { active: string }> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    return 'unreadable';
  }
  if (document.isEncrypted) return 'encrypted';
  // Scripts, launch actions, embedded files: refused before anything else is read.
  const active = findActiveContent(bytes, document);
  if (active) return { active };

  let pages: PageInfo[];
  try {
    pages = document.getPages().map((page) => {
      const { width, height } = page.getCropBox();
      const rotation = pageRotation(page);
      const sideways = rotation === 90 || rotation === 270;
      return { width: sideways ? height : width, height: sideways ? width : height, rotation };
    });
  } catch {
    return 'unreadable';
  }
  if (pages.length === 0) return 'unreadable';
  return { pageCount: pages.length, pages };
}
