import { createRequire } from 'node:module';
import { INDIAN_SCRIPTS, type IndianScript, indianScriptOf } from '@lexi/shared/indian-scripts';

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
  readonly script: IndianScript;
  readonly family: string;
  readonly regular: string;
  readonly bold: string;
}

const noto = (pkg: string, file: string, weightDir: string) =>
  `@expo-google-fonts/${pkg}/${weightDir}/${file}_${weightDir}.ttf`;

/** Each Indian script's Noto family: "Noto Sans Devanagari" is `noto-sans-devanagari/…/NotoSansDevanagari_…`. */
const BUNDLED_SCRIPTS = new Map<IndianScript['name'], BundledScript>(
  INDIAN_SCRIPTS.map((script) => {
    const pkg = script.family.toLowerCase().replace(/ /g, '-');
    const file = script.family.replace(/ /g, '');
    return [
      script.name,
      {
        script,
        family: script.family,
        regular: noto(pkg, file, '400Regular'),
        bold: noto(pkg, file, '700Bold'),
      },
    ];
  }),
);

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
    key: `${bundled.script.name}-${weight}`,
    family: bundled.family,
    weight,
    italic: false,
    file: weight === 'bold' ? bundled.bold : bundled.regular,
  };
}

/** The bundled family of the Indian script `codePoint` belongs to, if any. */
export function indicScriptOf(codePoint: number): BundledScript | undefined {
  const script = indianScriptOf(codePoint);
  return script && BUNDLED_SCRIPTS.get(script.name);
}

const require = createRequire(import.meta.url);

/** Absolute path of a bundled font file, resolved through node_modules like any package file. */
export function fontFilePath(face: BundledFace): string {
  return require.resolve(face.file);
}
