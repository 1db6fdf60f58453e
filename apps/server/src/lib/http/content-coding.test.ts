import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseContentCoding, compressText, contentCodingChooser } from './content-coding.ts';

describe('the content coding of an answer', () => {
  it('takes brotli, then gzip, from what the client accepts', () => {
    expect(chooseContentCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseContentCoding('gzip, deflate')).toBe('gzip');
    expect(chooseContentCoding('GZIP')).toBe('gzip');
    expect(chooseContentCoding('deflate')).toBeUndefined();
    expect(chooseContentCoding('identity')).toBeUndefined();
    expect(chooseContentCoding('')).toBeUndefined();
    expect(chooseContentCoding(undefined)).toBeUndefined();
  });

  it('never chooses a coding the client refuses with a weight of zero', () => {
    expect(chooseContentCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseContentCoding('br; q=0 , gzip ; q=0')).toBeUndefined();
    expect(chooseContentCoding('*;q=0')).toBeUndefined();
    expect(chooseContentCoding('br;q=nonsense, gzip')).toBe('gzip');
  });

  it('reads * as any coding the header does not name', () => {
    expect(chooseContentCoding('*')).toBe('br');
    expect(chooseContentCoding('br;q=0, *')).toBe('gzip');
  });

  it('remembers its choices per header text, within a bound', () => {
    const choose = contentCodingChooser(2);
    expect(choose('gzip')).toBe('gzip');
    expect(choose('gzip')).toBe('gzip');
    expect(choose('br')).toBe('br');
    expect(choose('deflate')).toBeUndefined();
    expect(choose('br;q=0, gzip')).toBe('gzip');
    expect(choose(undefined)).toBeUndefined();
  });

  it('compresses text that decompresses to the same, every character kept', async () => {
    const text = JSON.stringify({
      name: 'आशा राव — 😀 "quoted"',
      rows: Array.from({ length: 200 }, (_, i) => i),
    });
    const br = await compressText(text, 'br');
    const gz = await compressText(text, 'gzip');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(text);
    expect(gunzipSync(gz).toString('utf8')).toBe(text);
    expect(br.length).toBeLessThan(Buffer.byteLength(text) / 2);
  });
});
