import { deflateSync } from 'node:zlib';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';

/**
 * PDFs made on the spot for the text-extraction tests (and the case wizard's), laid out the way
 * real filings are: one or two columns, running headers and footers, page numbers, words broken
 * with a hyphen at a line's end; and a scan (an image, no text). No binary fixture is committed.
 */
export type FixturePage = {
  /** One string per column; paragraphs separated by a blank line, "\n" forces a line break. */
  columns: string[];
  /** A heading across the page, above the columns. */
  title?: string;
};

export type TextPdfOptions = {
  pages: FixturePage[];
  /** A running header on every page. */
  header?: string;
  /** A running footer on every page ({page} and {pages} are filled in). */
  footer?: string;
  /** A page number alone at the foot of each page. */
  pageNumbers?: boolean;
  fontSize?: number;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 60;
const GUTTER = 24;

/** Words into lines no wider than `width`; "\n" inside a paragraph forces a break. */
function wrap(paragraph: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const forced of paragraph.split('\n')) {
    let line = '';
    for (const word of forced.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

function drawColumn(
  page: PDFPage,
  font: PDFFont,
  size: number,
  text: string,
  x: number,
  top: number,
  width: number,
) {
  let y = top;
  for (const paragraph of text.split(/\n\s*\n/)) {
    for (const line of wrap(paragraph.trim(), font, size, width)) {
      page.drawText(line, { x, y, size, font });
      y -= size * 1.35;
    }
    y -= size * 0.9;
  }
}

export async function makeTextPdf(options: TextPdfOptions): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.TimesRoman);
  const bold = await document.embedFont(StandardFonts.TimesRomanBold);
  const size = options.fontSize ?? 11;
  const total = options.pages.length;
  options.pages.forEach((spec, index) => {
    const page = document.addPage(A4);
    const [width, height] = A4;
    if (options.header) page.drawText(options.header, { x: MARGIN, y: height - 36, size: 9, font });
    if (options.footer) {
      const footer = options.footer.replace('{page}', String(index + 1)).replace('{pages}', String(total));
      page.drawText(footer, { x: MARGIN, y: 40, size: 9, font });
    }
    if (options.pageNumbers) page.drawText(String(index + 1), { x: width / 2 - 4, y: 24, size: 9, font });
    let top = height - 80;
    if (spec.title) {
      page.drawText(spec.title, { x: MARGIN, y: top, size: size + 3, font: bold });
      top -= (size + 3) * 2;
    }
    const columns = spec.columns.length;
    const columnWidth = (width - 2 * MARGIN - (columns - 1) * GUTTER) / columns;
    spec.columns.forEach((text, column) => {
      drawColumn(page, font, size, text, MARGIN + column * (columnWidth + GUTTER), top, columnWidth);
    });
  });
  return Buffer.from(await document.save());
}

/** A tiny grey PNG (no library: signature, IHDR, one IDAT, IEND). */
function greyPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0xc0);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A "scanned" filing: every page is one image, and there is no text layer at all. */
export async function makeScannedPdf(pages = 2): Promise<Buffer> {
  const document = await PDFDocument.create();
  const image = await document.embedPng(greyPng(64, 90));
  for (let i = 0; i < pages; i++) {
    const page = document.addPage(A4);
    page.drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[1] });
  }
  return Buffer.from(await document.save());
}
