import { type FontChoice, isJoining, splitIntoRuns } from '../../text/text-runs.ts';
import { indicScriptOf, latinFace, scriptFace, type TextStyle } from './bundled-fonts.ts';
import { type LoadedFace, loadFace } from './font-faces.ts';
import type { HarfBuzz } from './harfbuzz.ts';
import { reportMissingCharacter } from './missing-characters.ts';

/** A glyph as the shaper placed it, in font units. */
export interface ShapedGlyph {
  readonly id: number;
  readonly advance: number;
  readonly dx: number;
  readonly dy: number;
}

/** The smallest piece of text that maps to glyphs: its characters and the glyphs drawn for them. */
export interface ShapedCluster {
  readonly text: string;
  readonly glyphs: readonly ShapedGlyph[];
}

export interface ShapedRun {
  readonly face: LoadedFace;
  readonly clusters: readonly ShapedCluster[];
  /** Sum of the glyphs' advances, in font units. */
  readonly advance: number;
  /** Italic asked for but the face has none (the Indian scripts): drawn slanted. */
  readonly slant: boolean;
}

export interface ShapedText {
  readonly text: string;
  readonly runs: readonly ShapedRun[];
}

export function widthOf(shaped: ShapedText, size: number): number {
  return shaped.runs.reduce((sum, run) => sum + (run.advance * size) / run.face.upem, 0);
}

const REPLACEMENT = 0xfffd;

/** Shaped strings kept per process: documents repeat their words, labels, dates and stamp lines. */
const CACHE_ENTRIES = 20_000;

/**
 * Turns text into positioned glyphs: runs by font (text-runs.ts), each shaped by HarfBuzz, so that
 * conjuncts, reph and pre-base vowel signs come out as the script wants. One instance serves the
 * process (`sharedShaper`), its results cached, the oldest dropped first.
 */
export class TextShaper {
  private readonly cache = new Map<string, ShapedText>();
  private readonly buffer: InstanceType<HarfBuzz['Buffer']>;

  constructor(private readonly hb: HarfBuzz) {
    this.buffer = new hb.Buffer();
  }

  shape(text: string, style: TextStyle = {}): ShapedText {
    const key = `${style.bold ? 'b' : ''}${style.italic ? 'i' : ''}|${text}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const latin = loadFace(this.hb, latinFace(style));
    const runs = splitIntoRuns(text, this.choice(style, latin)).map((run) =>
      run.font ? this.shapeRun(run.font, run.text, style) : this.replacementRun(latin, run.text, style),
    );
    const shaped = { text, runs };
    if (this.cache.size >= CACHE_ENTRIES) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(key, shaped);
    return shaped;
  }

  private choice(style: TextStyle, latin: LoadedFace): FontChoice<LoadedFace> {
    return {
      preferred: (codePoint) => {
        const script = indicScriptOf(codePoint);
        if (script) {
          const face = loadFace(this.hb, scriptFace(script, style));
          if (face.has(codePoint)) return face;
        }
        return latin.has(codePoint) ? latin : undefined;
      },
      has: (face, codePoint) => face.has(codePoint),
    };
  }

  private shapeRun(face: LoadedFace, text: string, style: TextStyle): ShapedRun {
    const { hb, buffer } = this;
    buffer.reset();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(face.font, buffer);
    const glyphs = buffer.getGlyphInfosAndPositions();

    // Glyphs sharing a cluster value came from the same characters; left-to-right clusters rise.
    const starts: number[] = [];
    const groups: ShapedGlyph[][] = [];
    let advance = 0;
    for (const glyph of glyphs) {
      const shaped: ShapedGlyph = {
        id: glyph.codepoint,
        advance: glyph.xAdvance ?? 0,
        dx: glyph.xOffset ?? 0,
        dy: glyph.yOffset ?? 0,
      };
      advance += shaped.advance;
      if (starts.at(-1) === glyph.cluster) groups.at(-1)?.push(shaped);
      else {
        starts.push(glyph.cluster);
        groups.push([shaped]);
      }
    }
    const monotone = starts.every((start, index) => index === 0 || start > (starts[index - 1] ?? 0));
    const clusters: ShapedCluster[] =
      monotone && starts[0] === 0
        ? groups.map((group, index) => ({
            text: text.slice(starts[index], starts[index + 1] ?? text.length),
            glyphs: group,
          }))
        : [{ text, glyphs: groups.flat() }];
    return { face, clusters, advance, slant: style.italic === true && !face.bundled.italic };
  }

  /** One U+FFFD per character no font has (its marks ride along); the text layer keeps the original. */
  private replacementRun(latin: LoadedFace, text: string, style: TextStyle): ShapedRun {
    const id = latin.glyphOf(REPLACEMENT) ?? 0;
    const glyph: ShapedGlyph = { id, advance: latin.advance(id), dx: 0, dy: 0 };
    const clusters: { text: string; glyphs: ShapedGlyph[] }[] = [];
    for (const char of text) {
      const last = clusters.at(-1);
      if (last && isJoining(char)) last.text += char;
      else clusters.push({ text: char, glyphs: [glyph] });
      reportMissingCharacter(char.codePointAt(0) ?? 0);
    }
    return {
      face: latin,
      clusters,
      advance: glyph.advance * clusters.length,
      slant: style.italic === true && !latin.bundled.italic,
    };
  }
}

let shared: TextShaper | undefined;

export function sharedShaper(hb: HarfBuzz): TextShaper {
  shared ??= new TextShaper(hb);
  return shared;
}
