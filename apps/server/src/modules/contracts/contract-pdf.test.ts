import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { draftContract } from '../../ai/builtin/draft-contract.ts';
import { draftInput } from '../../ai/test/draft-fixtures.ts';
import { pdfFontNames, pdfText } from '../../lib/pdf/pdftotext.fixture.ts';
import { renderContractPdf } from './contract-pdf.ts';

const pagesOf = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the contract PDF', () => {
  it('prints the title, the parties, the numbered clauses and the signature table of a draft on A4', async () => {
    const draft = draftContract(draftInput('india', 'service_consultancy'));
    const pdf = await renderContractPdf(draft.html, draft.title);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe(draft.title);

    const text = flat(await pdfText(pdf));
    expect(text).toContain(draft.title);
    expect(text).toContain('Asha Rao');
    expect(text).toContain('Kaveri Foods Private Limited');
    const clause = draft.sections[0]?.clauses[0];
    expect(clause).toBeDefined();
    // The clause's number and its first words, as wrapped onto the page.
    expect(text).toContain(`${clause?.number} ${clause?.text.split(' ').slice(0, 6).join(' ')}`);
    expect(text).toContain('Signature: ____________________');
    const count = doc.getPageCount();
    expect(text).toContain(`Page 1 of ${count}`);
    expect(text).toContain(`Page ${count} of ${count}`);
  });

  it('flows a longer contract over more pages, never losing a line', async () => {
    const clause = (n: number) =>
      `<p>${n}.1 The Service Provider shall perform the services with due care, skill and diligence, in accordance with good industry practice and every applicable law, and shall keep the Client informed. Marker-${n}.</p>`;
    const short = `<h1>Short</h1>${Array.from({ length: 5 }, (_, i) => clause(i + 1)).join('')}`;
    const long = `<h1>Long</h1>${Array.from({ length: 120 }, (_, i) => `<h2>${i + 1}. Heading</h2>${clause(i + 1)}`).join('')}`;
    const shortPages = await pagesOf(await renderContractPdf(short, 'Short'));
    const longPdf = await renderContractPdf(long, 'Long');
    const longPages = await pagesOf(longPdf);
    expect(shortPages).toBe(1);
    expect(longPages).toBeGreaterThan(5);
    const text = flat(await pdfText(longPdf));
    for (const n of [1, 60, 120]) expect(text).toContain(`Marker-${n}.`);
    expect(text).toContain(`Page ${longPages} of ${longPages}`);
  });

  it('draws lists, emphasis and tables, and prints ₹, accents and every Indian script as written', async () => {
    const html = [
      '<h1>Loan Agreement</h1>',
      '<p>Amount: ₹ 5,00,000 — “five lakh” − café Łódź Nguyễn नमस्ते வணக்கம்</p>',
      '<ul><li><p><strong>Bold</strong> and <em>italic</em> and <u>underlined</u></p></li><li>Second item</li></ul>',
      '<ol><li>First numbered</li><li>Second numbered</li></ol>',
      '<table><tbody><tr><th>Instalment</th><th>Due</th></tr><tr><td>1</td><td>2026-05-01</td></tr></tbody></table>',
      `<p>${'x'.repeat(400)}</p>`,
    ].join('');
    const pdf = await renderContractPdf(html, 'Loan ₹');
    const text = flat(await pdfText(pdf));
    expect(text).toContain('Amount: ₹ 5,00,000 — “five lakh” − café Łódź Nguyễn नमस्ते வணக்கம்');
    expect(text).toContain('• Bold and italic and underlined');
    expect(text).toContain('2. Second numbered');
    expect(text).toMatch(/Instalment\s+Due/);
    expect(text).toContain('2026-05-01');
    expect(text.replace(/ /g, '')).toContain('x'.repeat(400));
    expect((await PDFDocument.load(pdf)).getTitle()).toBe('Loan ₹');
  });

  it('prints a contract with Hindi party names and addresses that the text layer gives back exactly', async () => {
    const parties = {
      name1: 'रमेश कुमार शर्मा',
      rel_name1: 'सुरेश शर्मा',
      address1: 'मकान नं. 12, गांधी मार्ग, जयपुर 302001',
      bname2: 'कावेरी फ़ूड्स प्राइवेट लिमिटेड',
      brel_name2: 'विक्रम क्षत्रिय',
      baddress2: '४ रेज़िडेंसी रोड, बेंगलुरु ५६००२५',
    };
    const draft = draftContract(draftInput('india', 'service_consultancy', {}, parties));
    const pdf = await renderContractPdf(draft.html, draft.title);
    const text = flat(await pdfText(pdf));
    for (const value of Object.values(parties)) expect(text).toContain(value);
    expect(text).not.toContain('?');
    expect(await pdfFontNames(pdf)).toContain('NotoSansDevanagari-Regular');
  });

  it('embeds no font for a script the contract does not use', async () => {
    const draft = draftContract(draftInput('uk', 'software_licence'));
    const fonts = await pdfFontNames(await renderContractPdf(draft.html, draft.title));
    expect(new Set(fonts)).toEqual(new Set(['NotoSans-Regular', 'NotoSans-Bold']));
  });

  it('prints the title when the HTML has none', async () => {
    const text = flat(await pdfText(await renderContractPdf('<p>Only a paragraph.</p>', 'Untitled Deed')));
    expect(text).toContain('Untitled Deed');
    expect(text).toContain('Only a paragraph.');
  });
});
