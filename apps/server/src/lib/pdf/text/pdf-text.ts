import {
  type Color,
  PDFOperatorNames as Op,
  type PDFDocument,
  PDFOperator,
  type PDFPage,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
} from 'pdf-lib';
import type { TextStyle } from './bundled-fonts.ts';
import type { LoadedFace } from './font-faces.ts';
import { loadHarfBuzz } from './harfbuzz.ts';
import { hex4, PdfFontSet, pdfWidth, utf16Hex } from './pdf-fonts.ts';
import { type ShapedCluster, type ShapedText, sharedShaper, type TextShaper, widthOf } from './shape-text.ts';

export type { TextStyle } from './bundled-fonts.ts';
export type { ShapedText } from './shape-text.ts';

/** Skew of the slanted (synthetic italic) runs: about 12 degrees. */
const SLANT = 0.21;

export interface TextPosition {
  /** Left end of the baseline. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

export interface DrawTextOptions extends TextPosition {
  readonly style?: TextStyle;
  readonly color?: Color;
}

/** Gives the resource name (with its slash) under which the drawing's container lists a font. */
export type FontNamer = (face: LoadedFace, ref: PDFRef) => string;

/**
 * Unicode text for one piece of PDF drawing (a page flow, a stamp, a certificate): shapes with
 * HarfBuzz, measures, draws glyph by glyph with the shaper's positions, and embeds the fonts
 * subset to what was drawn. Call `embedFonts()` once the drawing is done, before saving.
 *
 * Text extraction gives back the text as written: single glyphs through ToUnicode, and clusters
 * whose glyphs do not map one to one (reordered vowel signs, conjuncts, replacements) through
 * marked content with /ActualText.
 */
export class PdfText {
  private readonly pageFonts = new WeakMap<PDFPage, Map<string, string>>();

  private constructor(
    private readonly shaper: TextShaper,
    private readonly fonts: PdfFontSet,
  ) {}

  static async for(document: PDFDocument): Promise<PdfText> {
    return new PdfText(sharedShaper(await loadHarfBuzz()), new PdfFontSet(document));
  }

  shape(text: string, style: TextStyle = {}): ShapedText {
    return this.shaper.shape(singleLine(text), style);
  }

  width(text: string, size: number, style: TextStyle = {}): number {
    return widthOf(this.shape(text, style), size);
  }

  /** Draws one line on a page, its fonts listed in the page's resources. */
  drawOnPage(page: PDFPage, text: string | ShapedText, options: DrawTextOptions): void {
    const shaped = typeof text === 'string' ? this.shape(text, options.style) : text;
    const operators = this.operators(shaped, options, (face, ref) => this.pageFontName(page, face, ref));
    if (operators.length === 0) return;
    page.pushOperators(
      pushGraphicsState(),
      ...(options.color ? [setFillingColor(options.color)] : []),
      ...operators,
      popGraphicsState(),
    );
  }

  /** The content-stream operators of one line, for callers that write their own stream (XObjects). */
  operators(shaped: ShapedText, at: TextPosition, fontName: FontNamer): PDFOperator[] {
    if (shaped.runs.length === 0) return [];
    const out: PDFOperator[] = [PDFOperator.of(Op.BeginText)];
    let pen = at.x;
    for (const run of shaped.runs) {
      const { face } = run;
      const perUnit = 1000 / face.upem;
      out.push(
        PDFOperator.of(Op.SetFontAndSize, [fontName(face, this.fonts.ref(face)), fmt(at.size)]),
        PDFOperator.of(Op.SetTextMatrix, ['1', '0', run.slant ? `${SLANT}` : '0', '1', fmt(pen), fmt(at.y)]),
      );
      let items: string[] = [];
      const flush = () => {
        if (items.length > 0) out.push(PDFOperator.of(Op.ShowTextAdjusted, [`[${items.join(' ')}]`]));
        items = [];
      };
      for (const word of words(run.clusters)) {
        // Every cluster is recorded (its glyphs join the subset, single glyphs get ToUnicode); a
        // word with any cluster ToUnicode cannot give back carries its whole text as /ActualText.
        // Whole words, not clusters: a span ends at its last glyph's origin plus width, which for
        // a trailing vowel sign lies short of the pen, and extractors would read a gap as a space.
        const plain = word
          .map((cluster) =>
            this.fonts.record(
              face,
              cluster.text,
              cluster.glyphs.map((glyph) => glyph.id),
            ),
          )
          .every(Boolean);
        if (!plain) {
          flush();
          const text = word.map((cluster) => cluster.text).join('');
          out.push(
            PDFOperator.of(Op.BeginMarkedContentSequence, [
              '/Span',
              `<</ActualText <FEFF${utf16Hex(text)}>>>`,
            ]),
          );
        }
        for (const glyph of word.flatMap((cluster) => cluster.glyphs)) {
          if (glyph.dy !== 0) {
            flush();
            out.push(PDFOperator.of(Op.SetTextRise, [fmt((glyph.dy * at.size) / face.upem)]));
          }
          // TJ numbers move left in thousandths of the size: place the glyph at its offset, then
          // bring the pen to where the shaper's advance (kerning included) says it should be.
          if (glyph.dx !== 0) items.push(fmt(-glyph.dx * perUnit));
          items.push(`<${hex4(glyph.id)}>`);
          const after = pdfWidth(face, glyph.id) + glyph.dx * perUnit - glyph.advance * perUnit;
          if (Math.abs(after) >= 0.001) items.push(fmt(after));
          if (glyph.dy !== 0) {
            flush();
            out.push(PDFOperator.of(Op.SetTextRise, ['0']));
          }
        }
        if (!plain) {
          flush();
          out.push(PDFOperator.of(Op.EndMarkedContent));
        }
      }
      flush();
      pen += (run.advance * at.size) / face.upem;
    }
    out.push(PDFOperator.of(Op.EndText));
    return out;
  }

  /** Writes the subset fonts; no drawing with this instance may follow. */
  embedFonts(): Promise<void> {
    return this.fonts.embed();
  }

  private pageFontName(page: PDFPage, face: LoadedFace, ref: PDFRef): string {
    let names = this.pageFonts.get(page);
    if (!names) {
      names = new Map();
      this.pageFonts.set(page, names);
    }
    let name = names.get(face.key);
    if (!name) {
      name = page.node.newFontDictionary('LeXiF', ref).toString();
      names.set(face.key, name);
    }
    return name;
  }
}

/** Clusters grouped into words: each whitespace cluster alone, the clusters between them together. */
function words(clusters: readonly ShapedCluster[]): ShapedCluster[][] {
  const out: ShapedCluster[][] = [];
  let word: ShapedCluster[] = [];
  for (const cluster of clusters) {
    if (/^\s+$/u.test(cluster.text)) {
      if (word.length > 0) out.push(word);
      out.push([cluster]);
      word = [];
    } else word.push(cluster);
  }
  if (word.length > 0) out.push(word);
  return out;
}

/** Line breaks, tabs and other control characters become spaces: a PDF line holds one line. */
export function singleLine(text: string): string {
  return text.replace(/\p{Cc}+/gu, ' ');
}

export function fmt(value: number): string {
  return Number(value.toFixed(3)).toString();
}
