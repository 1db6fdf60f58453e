import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it("hashes each inline script's text exactly as written, whitespace included", () => {
    const first = "\n      document.documentElement.dataset.x = 'dark';\n    ";
    const second = 'console.log(1)';
    const html = `<head><script>${first}</script><script type="text/javascript">${second}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(first), sha256(second)]);
  });

  it('leaves out scripts loaded from a file and empty ones', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-Ab12.js"></script>' +
      '<script src=/x.js>ignored()</script><script>  </script><script>go()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('go()')]);
  });

  it('normalises CRLF line breaks as the HTML parser does', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()</script>')).toEqual([sha256('a()\nb()')]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<!doctype html><html><head><title>LeXi</title></head></html>')).toEqual([]);
  });
});
