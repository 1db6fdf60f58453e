import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { type PDFDocument, type PDFRef, PDFString } from 'pdf-lib';
import type { LoadedFace } from './font-faces.ts';
import { subsetFont } from './harfbuzz.ts';

interface UsedFont {
  readonly face: LoadedFace;
  readonly ref: PDFRef;
  readonly glyphs: Set<number>;
  /** ToUnicode: the text each glyph stands for, where one glyph alone stands for it. */
  readonly unicode: Map<number, string>;
}

/** A glyph's advance as the PDF's /W array states it, in thousandths of the font size. */
export function pdfWidth(face: LoadedFace, glyphId: number): number {
  return round((face.advance(glyphId) * 1000) / face.upem);
}

/**
 * The fonts one piece of drawing uses, embedded as Type 0 / CIDFontType2 fonts (Identity-H, glyph
 * ids as codes) subset to the glyphs drawn, with a ToUnicode map for text extraction. Each font
 * gets its reference on first use; `embed()` writes them once everything is drawn, so that the
 * subset holds exactly the glyphs the drawing used.
 */
export class PdfFontSet {
  private readonly used = new Map<string, UsedFont>();
  private embedded = false;

  constructor(private readonly document: PDFDocument) {}

  ref(face: LoadedFace): PDFRef {
    return this.entry(face).ref;
  }

  /**
   * Records the glyphs of a cluster. Answers true when ToUnicode alone gives back its text (one
   * glyph, standing for exactly this text), false when the drawing must carry the text itself
   * (/ActualText): reordered vowel signs, conjuncts, ligatures of several glyphs, replacements.
   */
  record(face: LoadedFace, text: string, glyphIds: readonly number[]): boolean {
    const entry = this.entry(face);
    for (const id of glyphIds) entry.glyphs.add(id);
    const [only] = glyphIds;
    if (glyphIds.length !== 1 || only === undefined || only === 0) return false;
    const known = entry.unicode.get(only);
    if (known === undefined) {
      entry.unicode.set(only, text);
      return true;
    }
    return known === text;
  }

  private entry(face: LoadedFace): UsedFont {
    if (this.embedded) throw new Error('These fonts are embedded already; draw before embedding.');
    let entry = this.used.get(face.key);
    if (!entry) {
      entry = {
        face,
        ref: this.document.context.nextRef(),
        glyphs: new Set([0]),
        unicode: new Map(),
      };
      this.used.set(face.key, entry);
    }
    return entry;
  }

  async embed(): Promise<void> {
    this.embedded = true;
    for (const entry of this.used.values()) await this.embedOne(entry);
  }

  private async embedOne({ face, ref, glyphs, unicode }: UsedFont): Promise<void> {
    const { context } = this.document;
    const ids = [...glyphs].sort((a, b) => a - b);
    const program = await fontProgram(face, ids);
    const name = `${subsetTag(face, ids)}+${face.postScriptName}`;
    const scale = (value: number) => round((value * 1000) / face.upem);
    const { metrics } = face;

    const fontFile = context.register(
      context.stream(program.compressed, { Filter: 'FlateDecode', Length1: program.length }),
    );
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: name,
        Flags: 4 | (face.bundled.italic ? 64 : 0),
        FontBBox: metrics.bbox.map(scale),
        ItalicAngle: metrics.italicAngle,
        Ascent: scale(metrics.ascent),
        Descent: scale(metrics.descent),
        CapHeight: scale(metrics.capHeight),
        StemV: face.bundled.weight === 'bold' ? 140 : 80,
        FontFile2: fontFile,
      }),
    );
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: name,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descriptor,
        W: widthsArray(face, ids),
        CIDToGIDMap: 'Identity',
      }),
    );
    const toUnicode = context.register(
      context.stream(deflateSync(toUnicodeCMap(unicode)), { Filter: 'FlateDecode' }),
    );
    const type0 = context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: name,
      Encoding: 'Identity-H',
      DescendantFonts: [cidFont],
      ToUnicode: toUnicode,
    });
    context.assign(ref, type0);
  }
}

interface FontProgram {
  readonly compressed: Uint8Array;
  readonly length: number;
}

/** Recent subsets by font and glyphs: stamp lines and labels recur from one signature to the next. */
const recentPrograms = new Map<string, FontProgram>();
const RECENT_PROGRAMS = 64;

/**
 * The subset font file, deflated (Node's zlib rather than pdf-lib's pako: a stamp embeds its
 * fonts on every signature, and this is its hot path).
 */
async function fontProgram(face: LoadedFace, ids: readonly number[]): Promise<FontProgram> {
  const key = `${face.key}:${ids.join(',')}`;
  const recent = recentPrograms.get(key);
  if (recent) return recent;
  const subset = await subsetFont(face.bytes, ids);
  const program = { compressed: deflateSync(subset), length: subset.length };
  if (recentPrograms.size >= RECENT_PROGRAMS) {
    const oldest = recentPrograms.keys().next();
    if (!oldest.done) recentPrograms.delete(oldest.value);
  }
  recentPrograms.set(key, program);
  return program;
}

/** `[first [w1 w2 …] …]`: consecutive glyph ids share one array. */
function widthsArray(face: LoadedFace, ids: readonly number[]): (number | number[])[] {
  const out: (number | number[])[] = [];
  let run: number[] = [];
  let previous = -2;
  for (const id of ids) {
    if (id !== previous + 1) {
      if (run.length > 0) out.push(run);
      out.push(id);
      run = [];
    }
    run.push(pdfWidth(face, id));
    previous = id;
  }
  if (run.length > 0) out.push(run);
  return out;
}

function toUnicodeCMap(unicode: ReadonlyMap<number, string>): string {
  const entries = [...unicode.entries()].sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let index = 0; index < entries.length; index += 100) {
    const chunk = entries.slice(index, index + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk.map(([id, text]) => `<${hex4(id)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

export function hex4(value: number): string {
  return value.toString(16).toUpperCase().padStart(4, '0');
}

export function utf16Hex(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) out += hex4(text.charCodeAt(index));
  return out;
}

/** Six capital letters naming the subset (ISO 32000 9.6.4), the same for the same glyphs. */
function subsetTag(face: LoadedFace, ids: readonly number[]): string {
  const digest = createHash('sha256').update(face.key).update(ids.join(',')).digest();
  return [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
