import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { docxRuns } from './docx-xml.fixture.ts';
import { htmlToDocx } from './html-to-docx.ts';

describe('htmlToDocx', () => {
  it('writes headings, paragraphs with emphasis, lists and tables that mammoth reads back', async () => {
    const bytes = await htmlToDocx(
      '<h1>Lease Deed</h1><h2>1. Rent</h2><p>The <strong>Licensee</strong> pays <em>monthly</em>.<br>Line two</p>' +
        '<ol><li><p>First duty</p></li><li>Second duty</li></ol><ul><li>Bullet</li></ul><blockquote>Quoted</blockquote>' +
        '<table><tbody><tr><td><p>Licensor</p></td><td>Licensee</td></tr></tbody></table>',
      'Lease Deed',
    );
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const { value: html } = await mammoth.convertToHtml({ buffer: bytes });
    expect(html).toContain('<h2>1. Rent</h2>');
    expect(html).toContain('<strong>Licensee</strong>');
    expect(html).toContain('<em>monthly</em>');
    expect(html).toContain('<table>');
    const { value: text } = await mammoth.extractRawText({ buffer: bytes });
    for (const piece of [
      'Lease Deed',
      'Line two',
      '1. First duty',
      '2. Second duty',
      '• Bullet',
      'Quoted',
      'Licensor',
      'Licensee',
    ])
      expect(text).toContain(piece);
  });

  it('keeps Hindi and Tamil text exactly, each run marked with its script font and language', async () => {
    const bytes = await htmlToDocx(
      '<h1>किराया अनुबंध</h1><p><strong>रमेश कुमार</strong>, निवासी मकान नं. 12, जयपुर, and முருகன், சென்னை</p>',
      'किराया अनुबंध',
    );
    const { value: text } = await mammoth.extractRawText({ buffer: bytes });
    expect(text).toContain('किराया अनुबंध');
    expect(text).toContain('रमेश कुमार, निवासी मकान नं. 12, जयपुर, and முருகன், சென்னை');
    const runs = await docxRuns(bytes);
    expect(runs.find(([, run]) => run.startsWith('रमेश'))?.[0]).toContain('<w:lang w:bidi="hi-IN"/>');
    expect(runs.find(([, run]) => run.startsWith('முருகன்'))?.[0]).toContain('<w:lang w:bidi="ta-IN"/>');
  });

  it('makes a valid document of empty HTML', async () => {
    const { value } = await mammoth.extractRawText({ buffer: await htmlToDocx('', 'Contract') });
    expect(value).toContain('Contract');
  });
});
