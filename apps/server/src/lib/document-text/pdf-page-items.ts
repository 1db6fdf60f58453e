import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { DocumentTextError } from './document-text.types.ts';

/** A run of text on a page, in PDF user space (origin bottom-left, y up), as the layout code needs it. */
export type TextRun = {
  text: string;
  /** Left edge and baseline. */
  x: number;
  y: number;
  width: number;
  /** The font size as drawn (the text matrix's vertical scale): the page's unit of "an em". */
  size: number;
};

export type PageItems = {
  width: number;
  height: number;
  /** Horizontal runs, in content-stream order. */
  runs: TextRun[];
  /** Runs drawn at an angle (margin stamps, vertical captions): kept, but outside the page's flow. */
  angled: string[];
  /** Whether the page paints any image (only looked for when it has almost no text). */
  paintsImages: boolean;
};

/** Pages beyond this are refused: a case file or a contract has hundreds at most. */
export const MAX_PDF_PAGES = 2_000;
/** A page with fewer visible characters than this is looked at for images (a scan carries none). */
const TEXTLESS_BELOW = 20;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
/** The legacy build: the one pdf.js publishes for Node (the modern one expects browser globals). */
const loadPdfJs = () => {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
};

const isTextItem = (item: object): item is TextItem => 'str' in item;

async function openPdf(lib: PdfJs, bytes: Uint8Array) {
  try {
    return await lib.getDocument({
      // A copy: pdf.js may take (detach) the buffer it is given, and the caller keeps its bytes.
      data: new Uint8Array(bytes),
      // Nothing of the document runs as code, no font is installed, nothing is fetched.
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: lib.VerbosityLevel.ERRORS,
    }).promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new DocumentTextError('encrypted', 'The PDF is protected by a password.');
    }
    throw new DocumentTextError('unreadable', 'The PDF is damaged or is not a PDF.');
  }
}

/**
 * Every page's text runs, read with pdf.js. Runs are not yet lines: a line may be drawn as many
 * runs, in any order, and a run may hold several words; see page-layout.ts for what makes text.
 */
export async function readPdfPages(bytes: Uint8Array): Promise<PageItems[]> {
  const lib = await loadPdfJs();
  const document = await openPdf(lib, bytes);
  try {
    if (document.numPages > MAX_PDF_PAGES) {
      throw new DocumentTextError('too_many_pages', `The PDF has more than ${MAX_PDF_PAGES} pages.`);
    }
    const imageOps = new Set([
      lib.OPS.paintImageXObject,
      lib.OPS.paintInlineImageXObject,
      lib.OPS.paintInlineImageXObjectGroup,
      lib.OPS.paintImageXObjectRepeat,
      lib.OPS.paintImageMaskXObject,
      lib.OPS.paintImageMaskXObjectGroup,
      lib.OPS.paintImageMaskXObjectRepeat,
    ]);
    const pages: PageItems[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      const content = await page.getTextContent();
      const runs: TextRun[] = [];
      const angled: string[] = [];
      let visible = 0;
      for (const item of content.items) {
        if (!isTextItem(item) || item.str.trim() === '') continue;
        const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform as number[];
        visible += item.str.replace(/\s/g, '').length;
        if (Math.abs(b) > Math.abs(a) * 0.1 || a <= 0) {
          angled.push(item.str.trim());
          continue;
        }
        runs.push({ text: item.str, x: e - x0, y: f - y0, width: item.width, size: Math.hypot(c, d) || 1 });
      }
      let paintsImages = false;
      if (visible < TEXTLESS_BELOW) {
        const operators = await page.getOperatorList();
        paintsImages = operators.fnArray.some((op) => imageOps.has(op));
      }
      pages.push({ width: x1 - x0, height: y1 - y0, runs, angled, paintsImages });
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
