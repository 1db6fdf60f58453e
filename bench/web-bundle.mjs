// The first page's weight, from the web build's manifest (apps/web/dist/.vite/manifest.json): the
// JavaScript /login needs before it can show the form, in KB of gzip. That is the entry chunk with
// its static imports (what index.html loads and modulepreloads), plus the /login route's lazy
// chunk with its own static imports (fetched as soon as the router starts). Also checks that every
// compressible asset has its brotli and gzip copies beside it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;

/** The gzip size of a built file: its precompressed copy, or gzip -9 of it when it has none. */
function gzipBytes(file) {
  const path = join(dist, file);
  return existsSync(`${path}.gz`)
    ? statSync(`${path}.gz`).size
    : gzipSync(readFileSync(path), { level: 9 }).length;
}

/** The files of manifest entries `keys` and of everything they import statically. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const files = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    stack.push(...(chunk.imports ?? []));
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

export function measureWebBundle() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loginPage = Object.keys(manifest).find((key) => key.endsWith('/login-page.tsx'));
  if (!entry || !loginPage) throw new Error('web bundle: no entry or no login page in the manifest');
  const kb = (files) => files.reduce((sum, file) => sum + gzipBytes(file), 0) / 1000;
  const entryFiles = staticClosure(manifest, [entry]);
  const loginFiles = staticClosure(manifest, [entry, loginPage]);
  const css = (manifest[entry].css ?? []).reduce((sum, file) => sum + gzipBytes(file), 0) / 1000;

  const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|mjs|css)$/.test(f));
  const big = assets.filter((f) => statSync(join(dist, 'assets', f)).size >= 1024);
  const missing = big.filter(
    (f) => !existsSync(join(dist, 'assets', `${f}.br`)) || !existsSync(join(dist, 'assets', `${f}.gz`)),
  );
  return {
    entryKb: kb(entryFiles),
    entryChunks: entryFiles.length,
    loginKb: kb(loginFiles),
    loginChunks: loginFiles.length,
    cssKb: css,
    assets: assets.length,
    precompressed: big.length - missing.length,
    big: big.length,
  };
}

export function printWebBundle(last) {
  const r = measureWebBundle();
  const lastText = last?.login_js_kb ? ` (last ${last.login_js_kb} KB)` : '';
  console.log('\nWeb bundle (gzip, from apps/web/dist/.vite/manifest.json)');
  console.log(
    `initial JS of /login: ${r.loginKb.toFixed(1)} KB in ${r.loginChunks} chunks${lastText}, goal <= 200 KB`,
  );
  console.log(
    `  of which the entry and its static imports: ${r.entryKb.toFixed(1)} KB in ${r.entryChunks} chunks`,
  );
  console.log(`  first-page CSS: ${r.cssKb.toFixed(1)} KB`);
  console.log(
    `precompressed (.br and .gz) JS/CSS assets of 1 KB or more: ${r.precompressed} of ${r.big} ` +
      `(${r.assets} in all)`,
  );
  return r;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseline = JSON.parse(readFileSync(new URL('./baseline.json', import.meta.url), 'utf8'));
  printWebBundle(baseline.web);
}
