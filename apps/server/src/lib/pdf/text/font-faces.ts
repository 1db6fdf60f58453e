import { readFileSync } from 'node:fs';
import { type BundledFace, fontFilePath } from './bundled-fonts.ts';
import type { HarfBuzz } from './harfbuzz.ts';

type HbFont = InstanceType<HarfBuzz['Font']>;

/** What a PDF font descriptor needs, in font units. */
export interface FaceMetrics {
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly bbox: readonly [number, number, number, number];
  readonly italicAngle: number;
}

/** A bundled font, read and parsed once per process, ready to shape with and to subset. */
export class LoadedFace {
  private readonly glyphCache = new Map<number, number | undefined>();

  constructor(
    readonly bundled: BundledFace,
    readonly bytes: Uint8Array,
    readonly font: HbFont,
    readonly upem: number,
    readonly postScriptName: string,
    readonly metrics: FaceMetrics,
  ) {}

  get key(): string {
    return this.bundled.key;
  }

  /** The glyph a code point maps to, if the font has one. */
  glyphOf(codePoint: number): number | undefined {
    if (!this.glyphCache.has(codePoint)) this.glyphCache.set(codePoint, this.font.nominalGlyph(codePoint));
    return this.glyphCache.get(codePoint);
  }

  has(codePoint: number): boolean {
    const glyph = this.glyphOf(codePoint);
    return glyph !== undefined && glyph !== 0;
  }

  advance(glyphId: number): number {
    return this.font.glyphHAdvance(glyphId);
  }
}

const loaded = new Map<string, LoadedFace>();

/** The face of a bundled font, loaded on first use: fonts are read once per process. */
export function loadFace(hb: HarfBuzz, bundled: BundledFace): LoadedFace {
  const existing = loaded.get(bundled.key);
  if (existing) return existing;
  const bytes = new Uint8Array(readFileSync(fontFilePath(bundled)));
  const face = new hb.Face(new hb.Blob(bytes));
  const font = new hb.Font(face);
  const head = face.referenceTable('head');
  const view = head ? new DataView(head.buffer, head.byteOffset, head.byteLength) : undefined;
  const extents = font.hExtents();
  const metrics: FaceMetrics = {
    ascent: extents.ascender,
    descent: extents.descender,
    capHeight: font.getMetricPosition(hb.MetricsTag.CAP_HEIGHT) ?? extents.ascender,
    bbox: view
      ? [view.getInt16(36), view.getInt16(38), view.getInt16(40), view.getInt16(42)]
      : [0, extents.descender, face.upem, extents.ascender],
    italicAngle: bundled.italic ? -12 : 0,
  };
  const postScriptName = (face.getName(6, 'en') || bundled.family).replace(/[^A-Za-z0-9-]/g, '');
  const result = new LoadedFace(bundled, bytes, font, face.upem, postScriptName, metrics);
  loaded.set(bundled.key, result);
  return result;
}
