import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * HarfBuzz (harfbuzzjs, WebAssembly): the shaper that orders and positions Indic glyphs correctly
 * (reph, pre-base vowel signs, conjuncts, mark positioning), and hb-subset, which cuts an embedded
 * font down to the glyphs a PDF draws. Both are loaded on first use and kept for the process.
 */
export type HarfBuzz = typeof import('harfbuzzjs');

let shaper: Promise<HarfBuzz> | undefined;

export function loadHarfBuzz(): Promise<HarfBuzz> {
  shaper ??= import('harfbuzzjs');
  return shaper;
}

interface SubsetExports {
  readonly memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  _initialize(): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, lengthPointer: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const MEMORY_MODE_READONLY = 1;
const SETS_DROP_TABLE_TAG = 3;
const FLAG_NO_HINTING = 0x1;
/** Glyph ids stay as they were, so the ids the shaper gave are the ids drawn. */
const FLAG_RETAIN_GIDS = 0x2;
/** Keeps the outline of glyph 0, the box drawn for a character no font has. */
const FLAG_NOTDEF_OUTLINE = 0x40;
/** No layout closure: the shaper already chose the glyphs, nothing else is reachable. */
const FLAG_NO_LAYOUT_CLOSURE = 0x200;
/** Tables a PDF viewer never reads: layout (the text is shaped already) and hinting. */
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'DSIG', 'hdmx', 'VDMX', 'LTSH'];

let subsetter: Promise<SubsetExports> | undefined;

function loadSubsetter(): Promise<SubsetExports> {
  subsetter ??= (async () => {
    const path = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
    const { instance } = await WebAssembly.instantiate(await readFile(path), {});
    const exports = instance.exports as unknown as SubsetExports;
    exports._initialize();
    return exports;
  })();
  return subsetter;
}

function tag(name: string): number {
  return [...name].reduce((value, char) => ((value << 8) | (char.charCodeAt(0) & 0xff)) >>> 0, 0);
}

const facesInWasm = new WeakMap<Uint8Array, number>();

/** The hb_face of a font copied into the subsetter's memory once, kept for the process. */
function wasmFace(hb: SubsetExports, font: Uint8Array): number {
  const existing = facesInWasm.get(font);
  if (existing !== undefined) return existing;
  const data = hb.malloc(font.length);
  new Uint8Array(hb.memory.buffer, data, font.length).set(font);
  const blob = hb.hb_blob_create(data, font.length, MEMORY_MODE_READONLY, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  facesInWasm.set(font, face);
  return face;
}

/** A TrueType font reduced to `glyphIds` (ids unchanged), without layout tables or hinting. */
export async function subsetFont(font: Uint8Array, glyphIds: Iterable<number>): Promise<Uint8Array> {
  const hb = await loadSubsetter();
  const face = wasmFace(hb, font);
  const input = hb.hb_subset_input_create_or_fail();
  if (input === 0) throw new Error('hb-subset could not allocate its input.');
  try {
    const glyphs = hb.hb_subset_input_glyph_set(input);
    for (const id of glyphIds) hb.hb_set_add(glyphs, id);
    const dropped = hb.hb_subset_input_set(input, SETS_DROP_TABLE_TAG);
    for (const table of DROPPED_TABLES) hb.hb_set_add(dropped, tag(table));
    hb.hb_subset_input_set_flags(
      input,
      FLAG_NO_HINTING | FLAG_RETAIN_GIDS | FLAG_NOTDEF_OUTLINE | FLAG_NO_LAYOUT_CLOSURE,
    );
    const subset = hb.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error('hb-subset could not subset the font.');
    const result = hb.hb_face_reference_blob(subset);
    const lengthPointer = hb.malloc(4);
    const start = hb.hb_blob_get_data(result, lengthPointer);
    const length = new Uint32Array(hb.memory.buffer, lengthPointer, 1)[0] ?? 0;
    const bytes = new Uint8Array(hb.memory.buffer, start, length).slice();
    hb.free(lengthPointer);
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
  }
}
