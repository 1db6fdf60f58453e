import { INDIAN_FONTS_STYLESHEET, INDIAN_SCRIPTS } from '@lexi/shared/indian-scripts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webFontsPlugin } from './web-fonts.ts';

const app = Fastify();
beforeAll(async () => {
  await app.register(webFontsPlugin);
  await app.ready();
});
afterAll(() => app.close());

describe('the Indian-script web fonts', () => {
  it('serves one stylesheet with a regular and a bold face per script, each limited to its script', async () => {
    const res = await app.inject({ url: INDIAN_FONTS_STYLESHEET });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    const faces = res.body.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(INDIAN_SCRIPTS.length * 2);
    for (const script of INDIAN_SCRIPTS) {
      expect(faces.filter((face) => face.includes(`font-family:'${script.family}'`))).toHaveLength(2);
    }
    expect(res.body).toContain(
      "src:url(/fonts/noto-sans-devanagari-devanagari-400-normal.woff2) format('woff2');unicode-range:U+0900-097F",
    );
    // No Latin subset: a page in English never downloads these fonts.
    for (const face of faces) expect(face).not.toMatch(/unicode-range:U\+0000/);
  });

  it('serves every font file the stylesheet names, and nothing else', async () => {
    const css = (await app.inject({ url: INDIAN_FONTS_STYLESHEET })).body;
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(urls).toHaveLength(INDIAN_SCRIPTS.length * 2);
    for (const url of urls) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('font/woff2');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    for (const url of [
      '/fonts/noto-sans-devanagari-latin-400-normal.woff2',
      '/fonts/..%2Fpackage.json',
      '/fonts/package.json',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
