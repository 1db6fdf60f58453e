import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { layOutHtmlPdf } from './html-layout.ts';
import { renderHtmlPdf } from './html-to-pdf.ts';
import { pdfFontNames, pdfText } from './pdftotext.fixture.ts';

const html = [
  '<h1>Leave and licence agreement</h1>',
  '<p>This agreement is made at <strong>Pune</strong> between <em>Asha Rao</em> and Ben Carter.</p>',
  '<ol><li>The licence fee is ₹ 25,000 a month.</li><li>यह समझौता ग्यारह महीनों के लिए है।</li></ol>',
  ...Array.from(
    { length: 60 },
    (_, i) => `<p>Clause ${i + 1}: the licensee keeps the premises in good repair.</p>`,
  ),
].join('');

describe('renderHtmlPdf in the PDF thread', () => {
  it('gives the PDF the same layout gives on this thread: same size, pages, text and fonts', async () => {
    const [offThread, here] = await Promise.all([renderHtmlPdf(html, 'Lease'), layOutHtmlPdf(html, 'Lease')]);
    expect(Buffer.isBuffer(offThread)).toBe(true);
    expect(offThread.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Only the creation time differs, inside a compressed object stream of the same length.
    expect(offThread.length).toBe(here.length);
    const pages = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();
    expect(await pages(offThread)).toBe(await pages(here));
    expect(await pages(offThread)).toBeGreaterThan(1);
    const text = await pdfText(offThread);
    expect(text).toBe(await pdfText(here));
    expect(text).toContain('Leave and licence agreement');
    expect(text).toContain('यह समझौता');
    expect(text).toContain('Clause 60');
    expect(await pdfFontNames(offThread)).toEqual(await pdfFontNames(here));
  });

  it("hands back the task's failure as the call's error", async () => {
    await expect(renderHtmlPdf('<p>x</p>', undefined as unknown as string)).rejects.toMatchObject({
      name: 'TypeError',
    });
  });
});
