import { type PDFDocument, type PDFFont, type PDFRef, StandardFonts } from 'pdf-lib';
import type { Matrix } from './page-geometry.ts';

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
 */
export async function createSignatureAppearance(
  document: PDFDocument,
  size: { readonly width: number; readonly height: number },
  lines: readonly string[],
  matrix: Matrix = [1, 0, 0, 1, 0, 0],
): Promise<PDFRef> {
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const safe = lines.map((line, index) => encodable(index === 0 ? bold : font, line));
  const fontSize = fittingFontSize(safe, [bold, font], size);
  const leading = fontSize * 1.25;

  let content = `q ${INK} RG 0.8 w 0.4 0.4 ${fmt(size.width - 0.8)} ${fmt(size.height - 0.8)} re S Q\n`;
  content += `BT ${INK} rg\n`;
  let y = size.height - PADDING - fontSize;
  safe.forEach((line, index) => {
    const face = index === 0 ? 'FB' : 'F1';
    const shown = (index === 0 ? bold : font).encodeText(line).toString();
    content += `/${face} ${fmt(fontSize)} Tf 1 0 0 1 ${PADDING} ${fmt(y)} Tm ${shown} Tj\n`;
    y -= leading;
  });
  content += 'ET\n';

  const stream = document.context.stream(content, {
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, 0, size.width, size.height],
    Matrix: [...matrix],
    Resources: { Font: { F1: font.ref, FB: bold.ref } },
  });
  return document.context.register(stream);
}

/** Largest size (≤ 11 pt) at which every line fits the box's width and all lines its height. */
function fittingFontSize(
  lines: readonly string[],
  fonts: readonly PDFFont[],
  size: { width: number; height: number },
): number {
  const byHeight = (size.height - 2 * PADDING) / (lines.length * 1.25);
  const widest = Math.max(
    ...lines.map((line, index) => (fonts[index === 0 ? 0 : 1] ?? fonts[0])?.widthOfTextAtSize(line, 1) ?? 1),
  );
  const byWidth = (size.width - 2 * PADDING) / Math.max(widest, 1);
  return Math.max(2, Math.min(11, byHeight, byWidth));
}

/** The standard fonts speak WinAnsi only; anything else is shown as "?" rather than failing. */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

function fmt(value: number): string {
  return Number(value.toFixed(3)).toString();
}
