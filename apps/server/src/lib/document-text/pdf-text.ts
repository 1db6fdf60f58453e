import type { DocumentText, PageText } from './document-text.types.ts';
import { resolveBreaks } from './hyphenation.ts';
import { pageLines } from './page-lines.ts';
import { paragraphsOf } from './paragraphs.ts';
import { readPdfPages } from './pdf-page-items.ts';
import { dropPageNumbers, dropRunningLines } from './running-lines.ts';

/**
 * A PDF's text as a person reads it: each page's runs → lines in reading order (columns one after
 * the other), running headers and footers and page numbers left out, words broken at line ends
 * mended, lines joined into paragraphs. Pages that are images without text are listed as scanned.
 */
export async function pdfText(bytes: Uint8Array): Promise<DocumentText> {
  const items = await readPdfPages(bytes);
  const running = dropRunningLines(items.map((page) => pageLines(page.runs)));
  const dropped = new Set(running.dropped);
  const paragraphs = resolveBreaks(
    items.map((page, index) => {
      const numbered = dropPageNumbers(running.pages[index] ?? []);
      for (const line of numbered.dropped) dropped.add(line);
      return [...paragraphsOf(numbered.lines), ...page.angled];
    }),
  );
  const pages: PageText[] = items.map((page, index) => ({
    number: index + 1,
    paragraphs: paragraphs[index] ?? [],
    scanned: page.runs.length === 0 && page.paintsImages,
  }));
  return {
    kind: 'pdf',
    pages,
    text: pages
      .map((page) => page.paragraphs.join('\n\n'))
      .filter(Boolean)
      .join('\n\n'),
    scannedPages: pages.filter((page) => page.scanned).map((page) => page.number),
    droppedRunningLines: [...dropped],
  };
}
