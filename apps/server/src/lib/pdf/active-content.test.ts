import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { activeContentPdfs } from './active-content.fixture.ts';
import { PdfActiveContentError } from './pdf-errors.ts';
import { inspectPdf } from './pdf-inspect.ts';
import { handWrittenPdf, makeTestPdf } from './test-pdfs.fixture.ts';

describe('PDFs with active content', () => {
  it('refuses each kind, compressed in object streams or escaped, with the catalogue sentence', async () => {
    for (const [name, pdf] of Object.entries(await activeContentPdfs())) {
      await expect(inspectPdf(pdf), name).rejects.toBeInstanceOf(PdfActiveContentError);
    }
  });

  it('the compressed ones hide the name from a plain byte search: the parsed objects find it', async () => {
    const pdfs = await activeContentPdfs();
    const compressed = pdfs['an /OpenAction running JavaScript (in an object stream)'] ?? Buffer.alloc(0);
    expect(compressed.includes('/JavaScript')).toBe(false);
    await expect(inspectPdf(compressed)).rejects.toMatchObject({ code: 'pdf.active_content' });
  });

  it('accepts ordinary PDFs: plain pages, a GoTo open action, a link to a web page', async () => {
    expect((await inspectPdf(await makeTestPdf({ pages: 2 }))).pageCount).toBe(2);
    expect((await inspectPdf(handWrittenPdf('/OpenAction [3 0 R /Fit]'))).pageCount).toBe(1);
    const doc = await PDFDocument.load(await makeTestPdf({ pages: 1 }));
    const link = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 0, 10, 10],
      A: { S: 'URI', URI: PDFString.of('https://example.in') },
    });
    doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
    expect((await inspectPdf(Buffer.from(await doc.save()))).pageCount).toBe(1);
  });
});
