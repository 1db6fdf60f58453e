import { hasUnstorableText } from '@lexi/shared/validation/safe-text';
import { describe, expect, it } from 'vitest';
import { htmlToPlainText, sanitizeContractHtml } from './sanitize-contract-html.ts';

describe('sanitizeContractHtml', () => {
  it('keeps the editor tags: paragraphs, headings, lists, emphasis, tables, breaks, quotes', () => {
    const html =
      '<h1>T</h1><h2>A</h2><h3>B</h3><h4>C</h4><p>x<br>y <strong>b</strong> <em>i</em> <u>u</u></p>' +
      '<ol><li>1</li></ol><ul><li>2</li></ul><blockquote>q</blockquote>' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="1">c</td></tr></tbody></table>';
    expect(sanitizeContractHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles, handlers, links, images, frames and unknown attributes', () => {
    const out = sanitizeContractHtml(
      '<p style="color:red" onclick="x()" class="evil">Hi <a href="javascript:alert(1)">there</a></p>' +
        '<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><iframe src="//evil"></iframe>' +
        '<svg><script>1</script></svg><object data="x"></object><div>kept text</div>',
    );
    expect(out).toBe('<p>Hi there</p>kept text');
    expect(out).not.toMatch(/script|style|onerror|onclick|href|iframe|svg|object/i);
  });

  it("keeps only the engine's own layout classes", () => {
    expect(sanitizeContractHtml('<ol class="contract-parties x"><li>a</li></ol>')).toBe(
      '<ol class="contract-parties"><li>a</li></ol>',
    );
    expect(
      sanitizeContractHtml('<table class="contract-signatures"><tbody><tr><td>a</td></tr></tbody></table>'),
    ).toContain('class="contract-signatures"');
  });
});

describe('htmlToPlainText', () => {
  it('writes one block per line and decodes entities', () => {
    expect(
      htmlToPlainText('<h1>Title</h1><p>A &amp; B&nbsp;&#8212; C</p><ul><li>one</li><li>two</li></ul>'),
    ).toBe('Title\nA & B — C\none\ntwo');
  });

  it('never decodes a reference into half a surrogate pair or a NUL', () => {
    const text = htmlToPlainText('<p>a &#xD83D; b &#56832; c &#0; d &#x1F600; e &amp;#xD83D;</p>');
    expect(hasUnstorableText(text)).toBe(false);
    expect(text).toContain('d 😀 e &#xD83D;');
  });
});
