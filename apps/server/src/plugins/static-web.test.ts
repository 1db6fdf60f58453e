import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

    it('serves the SVG mark the sandbox eSign pages show', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    });
  },
  { WEB_DIST_DIR: dist },
);
