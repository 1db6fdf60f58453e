import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { documentKindOf, documentText } from './document-text.ts';
import { readDocumentText } from './read-document-text.ts';
import { makeScannedPdf, makeTextPdf } from './text-pdfs.fixture.ts';

const left =
  'The complainant Anil Sharma runs a grocery shop at Jaipur. On 12.03.2021 the accused came to the shop and asked for a loan.\n\n' +
  'The complainant paid him Rs. 5,00,000 in cash before two witnesses.';
const right =
  'The accused promised to repay the amount within three months. He issued a cheque which was dishonoured.\n\n' +
  'Despite a legal notice the accused has not paid any amount till date.';

describe('PDF text in reading order', () => {
  it('reads a two-column page column by column, below its title', async () => {
    const pdf = await makeTextPdf({ pages: [{ title: 'STATEMENT OF FACTS', columns: [left, right] }] });
    const text = (await documentText(pdf)).text;
    const order = [
      'STATEMENT OF FACTS',
      'The complainant Anil Sharma runs a grocery shop at Jaipur.',
      'The complainant paid him Rs. 5,00,000 in cash before two witnesses.',
      'The accused promised to repay the amount within three months.',
      'Despite a legal notice the accused has not paid any amount till date.',
    ].map((sentence) => text.indexOf(sentence));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('keeps each paragraph whole, its lines joined, and paragraphs apart', async () => {
    const long = Array.from(
      { length: 6 },
      (_, i) => `Sentence ${i + 1} of the first paragraph runs on.`,
    ).join(' ');
    const pdf = await makeTextPdf({ pages: [{ columns: [`${long}\n\nThe second paragraph.`] }] });
    const { pages } = await documentText(pdf);
    expect(pages[0]?.paragraphs).toEqual([long, 'The second paragraph.']);
  });

  it('leaves out running headers, footers and page numbers, and keeps the body of every page', async () => {
    const facts = [
      'The complainant lent the accused a sum of money in March 2021.',
      'A cheque for the amount was returned unpaid by the bank.',
      'A legal notice was served on the accused by registered post.',
      'No payment was made within fifteen days of the notice.',
    ];
    const pdf = await makeTextPdf({
      header: 'Crl. Misc. Petition No. 412 of 2023 - Anil Sharma v. State of Rajasthan',
      footer: 'Page {page} of {pages}',
      pageNumbers: true,
      pages: facts.map((fact) => ({ columns: [fact] })),
    });
    const document = await documentText(pdf);
    expect(document.text).not.toContain('Crl. Misc. Petition');
    expect(document.text).not.toMatch(/Page \d of 4/);
    expect(document.pages.map((p) => p.paragraphs)).toEqual(facts.map((fact) => [fact]));
    expect(document.droppedRunningLines).toEqual(
      expect.arrayContaining(['Crl. Misc. Petition No. 412 of 2023 - Anil Sharma v. State of Rajasthan']),
    );
  });

  it('mends a word broken by a hyphen at the end of a line, but keeps a compound hyphenated', async () => {
    const pdf = await makeTextPdf({
      pages: [
        {
          columns: [
            'The trial court delivered its judg-\nment on the same day and awarded out-of-\npocket costs.',
          ],
        },
      ],
    });
    expect((await documentText(pdf)).text).toBe(
      'The trial court delivered its judgment on the same day and awarded out-of-pocket costs.',
    );
  });

  it('keeps a cause title on its lines: a name and its role are not two columns', async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    const page = document.addPage([595, 842]);
    const rows: [string, string][] = [
      ['Anil Sharma S/o Ram Sharma', '... Complainant'],
      ['Versus', ''],
      ['Ravi Verma S/o Mohan Verma', '... Accused'],
      ['State of Rajasthan', '... Respondent'],
    ];
    rows.forEach(([name, role], i) => {
      page.drawText(name, { x: 72, y: 700 - i * 24, size: 11, font });
      if (role) page.drawText(role, { x: 420, y: 700 - i * 24, size: 11, font });
    });
    const text = (await documentText(Buffer.from(await document.save()))).text;
    expect(text).toContain('Anil Sharma S/o Ram Sharma ... Complainant');
    expect(text).toContain('Ravi Verma S/o Mohan Verma ... Accused');
  });

  it('reports pages that are images without text as scanned', async () => {
    const scanned = await documentText(await makeScannedPdf(2));
    expect(scanned).toMatchObject({ text: '', scannedPages: [1, 2] });

    const mixed = await PDFDocument.create();
    for (const bytes of [await makeTextPdf({ pages: [{ columns: [left] }] }), await makeScannedPdf(1)]) {
      const source = await PDFDocument.load(bytes);
      for (const copied of await mixed.copyPages(source, source.getPageIndices())) mixed.addPage(copied);
    }
    const document = await documentText(Buffer.from(await mixed.save()));
    expect(document.scannedPages).toEqual([2]);
    expect(document.text).toContain('grocery shop at Jaipur');
  });
});

describe('what a file is, and files that cannot be read', () => {
  it('tells a PDF and a DOCX by their bytes, not their names', async () => {
    expect(documentKindOf(await makeTextPdf({ pages: [{ columns: ['x'] }] }))).toBe('pdf');
    expect(documentKindOf(Buffer.from('Anil Sharma paid Rs. 5,00,000'))).toBeNull();
    await expect(documentText(Buffer.from('just text, named case.pdf'))).rejects.toMatchObject({
      reason: 'unsupported',
    });
    await expect(
      documentText(Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF')),
    ).rejects.toMatchObject({
      reason: 'unreadable',
    });
  });

  it('reads the paragraphs of a Word file', async () => {
    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          { children: [new Paragraph('FACTS OF THE CASE'), new Paragraph(left.split('\n\n')[0] ?? '')] },
        ],
      }),
    );
    expect(documentKindOf(docx)).toBe('docx');
    const document = await documentText(docx);
    expect(document).toMatchObject({ kind: 'docx', scannedPages: [] });
    expect(document.pages[0]?.paragraphs[0]).toBe('FACTS OF THE CASE');
    expect(document.text).toContain('On 12.03.2021 the accused came to the shop');
  });

  it('reads in a worker thread what it reads in this one, and refuses there what it refuses here', async () => {
    const pdf = await makeTextPdf({ pages: [{ title: 'FACTS', columns: [left, right] }] });
    expect(await readDocumentText(pdf)).toEqual(await documentText(pdf));
    await expect(readDocumentText(Buffer.from('not a document'))).rejects.toMatchObject({
      name: 'DocumentTextError',
      reason: 'unsupported',
    });
  }, 60_000);
});
