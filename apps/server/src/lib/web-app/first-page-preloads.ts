import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the web build (apps/web/build/first-pages.ts): address → the files that page loads. */
const FIRST_PAGES_FILE = '.vite/first-pages.json';

interface FirstPageFiles {
  scripts?: unknown;
  styles?: unknown;
}

/** Only the build's own asset paths go into the page: nothing that could close the attribute. */
const ASSET = /^\/assets\/[\w.-]+\.(?:js|css)$/;

const assetList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && ASSET.test(item))
    : [];

/**
 * For each first page of the built web app (/login, /dashboard), the `<link>` tags that start
 * fetching its lazy chunks and style sheets with index.html, instead of after the entry script has
 * run: `modulepreload` for scripts and `preload` for style sheets, both `crossorigin` as Vite's
 * own. Empty when the build wrote no list (an older build, or the tests' stand-in).
 */
export function firstPagePreloads(webDist: string): ReadonlyMap<string, string> {
  const path = join(webDist, FIRST_PAGES_FILE);
  if (!existsSync(path)) return new Map();
  const pages = JSON.parse(readFileSync(path, 'utf8')) as Record<string, FirstPageFiles>;
  return new Map(
    Object.entries(pages).map(([page, files]) => [
      page,
      [
        ...assetList(files.scripts).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
        ...assetList(files.styles).map(
          (file) => `<link rel="preload" as="style" crossorigin href="${file}">`,
        ),
      ].join('\n    '),
    ]),
  );
}
