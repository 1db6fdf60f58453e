import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';

/** apps/web/public: what Vite copies, as it is, into the built web app. */
const webPublic = join(dirname(fileURLToPath(import.meta.url)), '../../../web/public');
const icoBytes = readFileSync(join(webPublic, 'favicon.ico'));

/** A built web app as Vite leaves it: index.html and the public files. */
const dist = mkdtempSync(join(tmpdir(), 'lexi-web-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>LeXi</title></head><body></body></html>',
);
for (const file of ['favicon.ico', 'favicon.svg']) copyFileSync(join(webPublic, file), join(dist, file));
/** A hashed chunk with the brotli and gzip copies the build writes beside it. */
const chunkPath = '/assets/login-page-Xy12AbCd.js';
const chunk = Buffer.from(`export const page = ${JSON.stringify('LeXi '.repeat(400))};\n`);
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, chunkPath), chunk);
writeFileSync(join(dist, `${chunkPath}.br`), brotliCompressSync(chunk));
writeFileSync(join(dist, `${chunkPath}.gz`), gzipSync(chunk));
/** A hashed chunk too small to have compressed copies. */
const tinyPath = '/assets/Anchor-Qw34ErTy.js';
writeFileSync(join(dist, tinyPath), 'export {};\n');
/** The first pages' lazy files, as the web build lists them (apps/web/build/first-pages.ts). */
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite/first-pages.json'),
  JSON.stringify({
    '/login': { scripts: [chunkPath, '/assets/first-pages-Ab12.js'], styles: [] },
    '/dashboard': {
      scripts: ['/assets/dashboard-Cd34.js', '/evil.js"><script>alert(1)</script>'],
      styles: ['/assets/dashboard-Ef56.css'],
    },
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The images an ICO file holds: each entry's size and the PNG it points to. */
function icoImages(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const at = 6 + 16 * i;
    const png = ico.subarray(ico.readUInt32LE(at + 12), ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8));
    return { size: ico.readUInt8(at), png };
  });
}

describe('the committed favicon.ico', () => {
  it('holds the LeXi mark as 16, 32 and 48 px PNG images, as scripts/make-favicon-ico.mjs writes it', () => {
    const images = icoImages(icoBytes);
    expect(images.map((image) => image.size)).toEqual([16, 32, 48]);
    for (const { size, png } of images) {
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // IHDR: width and height, big-endian, right after the 8-byte signature and the chunk header.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });
});

describeOnEachDatabase(
  'the static web app',
  (ctx) => {
    it('serves /favicon.ico as an icon, not the app page nor a JSON 404', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/favicon.ico' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
      expect(Buffer.compare(res.rawPayload, icoBytes)).toBe(0);
    });

    it.each([
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ])(
      'answers Accept-Encoding: %s with the precompressed %s copy, cached for good',
      async (accept, encoding, inflate) => {
        const res = await ctx().app.inject({
          method: 'GET',
          url: chunkPath,
          headers: { 'accept-encoding': accept },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(chunk.length);
        expect(Buffer.compare(inflate(res.rawPayload), chunk)).toBe(0);
      },
    );

    it('sends the file itself to a client that accepts no compression, or when no copy exists', async () => {
      const plain = await ctx().app.inject({ method: 'GET', url: chunkPath });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Buffer.compare(plain.rawPayload, chunk)).toBe(0);
      const tiny = await ctx().app.inject({
        method: 'GET',
        url: tinyPath,
        headers: { 'accept-encoding': 'br' },
      });
      expect(tiny.statusCode).toBe(200);
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body).toBe('export {};\n');
      expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('never serves a compressed copy at its own address', async () => {
      for (const suffix of ['.br', '.gz']) {
        const res = await ctx().app.inject({ method: 'GET', url: `${chunkPath}${suffix}` });
        expect(res.statusCode).toBe(404);
      }
    });

    it('sends the app page with no-cache (asked again each time: it carries a fresh CSP nonce)', async () => {
      const first = await ctx().app.inject({ method: 'GET', url: '/dashboard' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/html/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.body).toContain('<title>LeXi</title>');
      const second = await ctx().app.inject({ method: 'GET', url: '/login' });
      const nonce = (body: string) => /name="csp-nonce" content="([^"]+)"/.exec(body)?.[1];
      expect(nonce(first.body)).toBeTruthy();
      expect(nonce(second.body)).not.toBe(nonce(first.body));
    });

    it("preloads a first page's chunks and style sheets with the app page, and nothing on other pages", async () => {
      const preloads = async (url: string) => {
        const res = await ctx().app.inject({ method: 'GET', url });
        const head = res.body.slice(0, res.body.indexOf('</head>'));
        return [...head.matchAll(/<link rel="([^"]+)"(?: as="style")? crossorigin href="([^"]+)">/g)].map(
          (m) => `${m[1]} ${m[2]}`,
        );
      };
      expect(await preloads('/login')).toEqual([
        `modulepreload ${chunkPath}`,
        'modulepreload /assets/first-pages-Ab12.js',
      ]);
      // Only the build's own asset paths are written into the page.
      expect(await preloads('/dashboard')).toEqual([
        'modulepreload /assets/dashboard-Cd34.js',
        'preload /assets/dashboard-Ef56.css',
      ]);
      expect(await preloads('/dashboard/workspaces')).toEqual([]);
      expect(await preloads('/register')).toEqual([]);
    });

    it('sends the unhashed public files with no-cache', async () => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: '/favicon.svg',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('serves the SVG mark the sandbox eSign pages show', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    });
  },
  { WEB_DIST_DIR: dist },
);
