import { describe, expect, it } from 'vitest';
import { readBase64 } from '../../lib/read-file.ts';
import { checkPdfFile, contractNameOf, pdfFileMessages } from './pdf-file-check.ts';

const pdfBytes = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n';

describe('the client-side checks of a chosen file', () => {
  it('accepts a PDF by name and content', async () => {
    expect(await checkPdfFile(new File([pdfBytes], 'lease.pdf', { type: 'application/pdf' }))).toBeNull();
  });

  it('refuses an empty file', async () => {
    expect(await checkPdfFile(new File([], 'lease.pdf', { type: 'application/pdf' }))).toBe(
      pdfFileMessages.empty,
    );
  });

  it('refuses a file that is not a PDF by name or type', async () => {
    expect(await checkPdfFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }))).toBe(
      pdfFileMessages.notPdf,
    );
  });

  it('refuses a file named .pdf whose content is not a PDF', async () => {
    expect(await checkPdfFile(new File(['<html></html>'], 'fake.pdf', { type: 'application/pdf' }))).toBe(
      pdfFileMessages.notPdf,
    );
  });

  it('refuses a PDF over 20 MB without reading it', async () => {
    const big = {
      name: 'big.pdf',
      type: 'application/pdf',
      size: 20 * 1024 * 1024 + 1,
      slice: () => new Blob([]),
    };
    expect(await checkPdfFile(big)).toBe(pdfFileMessages.tooLarge);
    expect(pdfFileMessages.tooLarge).toBe('This PDF is larger than 20 MB. Upload a smaller file.');
  });

  it('reads the file as base64 and names the contract after the file', async () => {
    expect(await readBase64(new File(['%PDF-'], 'a.pdf'))).toBe(btoa('%PDF-'));
    expect(contractNameOf('Lease deed.PDF')).toBe('Lease deed');
  });

  it('names the contract with at most 200 characters, never half an emoji', () => {
    const name = contractNameOf(`${'a'.repeat(199)}😀😀.pdf`);
    expect(name).toBe(`${'a'.repeat(199)}😀`);
  });
});
