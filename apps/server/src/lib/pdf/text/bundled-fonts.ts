import { createRequire } from 'node:module';

/**
 * The fonts every PDF LeXi writes draws its text with: Google's Noto families as TrueType files
 * from npm (`@expo-google-fonts/*`, SIL Open Font License 1.1), installed with the server, never
 * downloaded at run time. Noto Sans covers Latin (with Vietnamese and Central European letters),
 * Greek and Cyrillic; each Indian script has its own Noto Sans family.
 */
export type FontWeight = 'regular' | 'bold';

export interface TextStyle {
  readonly bold?: boolean;
  readonly italic?: boolean;
}

export interface BundledFace {
  /** Stable key, e.g. "latin-bold" or "devanagari-regular". */
  readonly key: string;
  readonly family: string;
  readonly weight: FontWeight;
  readonly italic: boolean;
  /** Package-relative path of the TrueType file. */
  readonly file: string;
}

export interface BundledScript {
  readonly name: string;
  readonly family: string;
  /** Inclusive code point ranges this family is chosen for. */
  readonly ranges: readonly (readonly [number, number])[];
  readonly regular: string;
  readonly bold: string;
}

const noto = (pkg: string, file: string, weightDir: string) =>
  `@expo-google-fonts/${pkg}/${weightDir}/${file}_${weightDir}.ttf`;

function script(
  name: string,
  family: string,
  pkg: string,
  file: string,
  ranges: BundledScript['ranges'],
): BundledScript {
  return {
    name,
    family,
    ranges,
    regular: noto(pkg, file, '400Regular'),
    bold: noto(pkg, file, '700Bold'),
  };
}

/** Indian scripts, each drawn with its own Noto family (Vedic extensions go with Devanagari). */
export const INDIC_SCRIPTS: readonly BundledScript[] = [
  script('devanagari', 'Noto Sans Devanagari', 'noto-sans-devanagari', 'NotoSansDevanagari', [
    [0x0900, 0x097f],
    [0xa8e0, 0xa8ff],
    [0x1cd0, 0x1cff],
  ]),
  script('bengali', 'Noto Sans Bengali', 'noto-sans-bengali', 'NotoSansBengali', [[0x0980, 0x09ff]]),
  script('gurmukhi', 'Noto Sans Gurmukhi', 'noto-sans-gurmukhi', 'NotoSansGurmukhi', [[0x0a00, 0x0a7f]]),
  script('gujarati', 'Noto Sans Gujarati', 'noto-sans-gujarati', 'NotoSansGujarati', [[0x0a80, 0x0aff]]),
  script('oriya', 'Noto Sans Oriya', 'noto-sans-oriya', 'NotoSansOriya', [[0x0b00, 0x0b7f]]),
  script('tamil', 'Noto Sans Tamil', 'noto-sans-tamil', 'NotoSansTamil', [
    [0x0b80, 0x0bff],
    [0x11fc0, 0x11fff],
  ]),
  script('telugu', 'Noto Sans Telugu', 'noto-sans-telugu', 'NotoSansTelugu', [[0x0c00, 0x0c7f]]),
  script('kannada', 'Noto Sans Kannada', 'noto-sans-kannada', 'NotoSansKannada', [[0x0c80, 0x0cff]]),
  script('malayalam', 'Noto Sans Malayalam', 'noto-sans-malayalam', 'NotoSansMalayalam', [[0x0d00, 0x0d7f]]),
];

const LATIN_FAMILY = 'Noto Sans';

/** The face for text outside the Indian scripts, and for the replacement character. */
export function latinFace(style: TextStyle = {}): BundledFace {
  const weight: FontWeight = style.bold ? 'bold' : 'regular';
  const italic = style.italic === true;
  const dir = `${weight === 'bold' ? '700Bold' : '400Regular'}${italic ? '_Italic' : ''}`;
  return {
    key: `latin-${weight}${italic ? '-italic' : ''}`,
    family: LATIN_FAMILY,
    weight,
    italic,
    file: noto('noto-sans', 'NotoSans', dir),
  };
}

/** The face of an Indian script in a style; none of them has an italic, so italic is left to the caller. */
export function scriptFace(bundled: BundledScript, style: TextStyle = {}): BundledFace {
  const weight: FontWeight = style.bold ? 'bold' : 'regular';
  return {
    key: `${bundled.name}-${weight}`,
    family: bundled.family,
    weight,
    italic: false,
    file: weight === 'bold' ? bundled.bold : bundled.regular,
  };
}

/** The Indian script whose family draws `codePoint`, if any. */
export function indicScriptOf(codePoint: number): BundledScript | undefined {
  return INDIC_SCRIPTS.find((candidate) =>
    candidate.ranges.some(([from, to]) => codePoint >= from && codePoint <= to),
  );
}

const require = createRequire(import.meta.url);

/** Absolute path of a bundled font file, resolved through node_modules like any package file. */
export function fontFilePath(face: BundledFace): string {
  return require.resolve(face.file);
}
