import type { PDFDocument, PDFRef } from 'pdf-lib';
import type { Matrix } from './page-geometry.ts';
import { fmt, PdfText, type ShapedText } from './text/pdf-text.ts';
import { widthOf } from './text/shape-text.ts';

export interface SignatureAppearanceText {
  readonly signerName: string;
  /** e.g. "Aadhaar e-mohar" or "2-factor e-sign". */
  readonly method: string;
  readonly signedAt: Date;
  /** Defaults to "Digitally signed via LeXi e-mohar". */
  readonly footer?: string;
}

const INK = '0.16 0.18 0.45';
const PADDING = 4;
/** Line height over font size: Indian scripts reach further above and below the line than Latin. */
const LEADING = 1.3;

export function appearanceLines(text: SignatureAppearanceText): string[] {
  return [
    text.signerName,
    `Method: ${text.method}`,
    `Date: ${text.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`,
    text.footer ?? 'Digitally signed via LeXi e-mohar',
  ];
}

/**
 * A form XObject showing the signature's lines, upright in a box of width × height points. The
 * same drawing serves a page stamp (drawn with a `cm`) and a signature widget's /AP (where
 * `matrix` turns it with the page: pass only the rotation part, viewers place it at the /Rect).
 * The lines are shaped and drawn in the bundled Unicode fonts, which the XObject embeds subset to
 * its own glyphs: inside an incremental update nothing earlier is touched.
 */
export async function createSignatureAppearance(
  document: PDFDocument,
  size: { readonly width: number; readonly height: number },
  lines: readonly string[],
  matrix: Matrix = [1, 0, 0, 1, 0, 0],
): Promise<PDFRef> {
  const text = await PdfText.for(document);
  const shaped = lines.map((line, index) => text.shape(line, index === 0 ? { bold: true } : {}));
  const fontSize = fittingFontSize(shaped, size);
  const leading = fontSize * LEADING;

  const fonts = new Map<PDFRef, string>();
  const fontName = (_face: unknown, ref: PDFRef) => {
    const known = fonts.get(ref);
    if (known) return known;
    const name = `/F${fonts.size + 1}`;
    fonts.set(ref, name);
    return name;
  };
  let content = `q ${INK} RG 0.8 w 0.4 0.4 ${fmt(size.width - 0.8)} ${fmt(size.height - 0.8)} re S Q\n`;
  content += `${INK} rg\n`;
  let y = size.height - PADDING - fontSize;
  for (const line of shaped) {
    for (const operator of text.operators(line, { x: PADDING, y, size: fontSize }, fontName)) {
      content += `${operator.toString()}\n`;
    }
    y -= leading;
  }
  await text.embedFonts();

  const stream = document.context.stream(content, {
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, 0, size.width, size.height],
    Matrix: [...matrix],
    Resources: {
      Font: Object.fromEntries([...fonts].map(([ref, name]) => [name.slice(1), ref])),
    },
  });
  return document.context.register(stream);
}

/** Largest size (≤ 11 pt) at which every line fits the box's width and all lines its height. */
function fittingFontSize(lines: readonly ShapedText[], size: { width: number; height: number }): number {
  const byHeight = (size.height - 2 * PADDING) / (lines.length * LEADING);
  const widest = Math.max(...lines.map((line) => widthOf(line, 1)));
  const byWidth = (size.width - 2 * PADDING) / Math.max(widest, 1);
  return Math.max(2, Math.min(11, byHeight, byWidth));
}
