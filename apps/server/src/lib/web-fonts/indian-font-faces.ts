import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { INDIAN_FONTS_STYLESHEET, INDIAN_SCRIPTS } from '@lexi/shared/indian-scripts';

/**
 * The browser's fonts for the Indian scripts: Fontsource's WOFF2 files of each Noto family (SIL
 * Open Font License 1.1, installed from npm), the script's own subset only, in @font-face rules
 * limited to the script by unicode-range, so that a page without such text downloads none.
 * Served from LeXi's origin, as the CSP (font-src 'self') wants.
 */
export interface IndianFontFaces {
  readonly css: string;
  /** File name → absolute path: the only files the font route serves. */
  readonly files: ReadonlyMap<string, string>;
}

const WEIGHTS = [400, 700] as const;
const FONTS_PATH = INDIAN_FONTS_STYLESHEET.slice(0, INDIAN_FONTS_STYLESHEET.lastIndexOf('/'));

let built: IndianFontFaces | undefined;

export function indianFontFaces(): IndianFontFaces {
  built ??= build();
  return built;
}

function build(): IndianFontFaces {
  const require = createRequire(import.meta.url);
  const files = new Map<string, string>();
  const rules: string[] = [];
  for (const script of INDIAN_SCRIPTS) {
    const pkg = `@fontsource/${script.family.toLowerCase().replace(/ /g, '-')}`;
    const root = dirname(require.resolve(`${pkg}/package.json`));
    const ranges = JSON.parse(readFileSync(join(root, 'unicode.json'), 'utf8')) as Record<string, string>;
    const range = ranges[script.name];
    if (!range) throw new Error(`${pkg} has no ${script.name} subset.`);
    for (const weight of WEIGHTS) {
      const file = `${pkg.slice('@fontsource/'.length)}-${script.name}-${weight}-normal.woff2`;
      files.set(file, join(root, 'files', file));
      rules.push(
        `@font-face{font-family:'${script.family}';font-style:normal;font-display:swap;font-weight:${weight};` +
          `src:url(${FONTS_PATH}/${file}) format('woff2');unicode-range:${range}}`,
      );
    }
  }
  return {
    css: `/* Noto Sans for the Indian scripts (SIL Open Font License 1.1), from @fontsource */\n${rules.join('\n')}\n`,
    files,
  };
}
