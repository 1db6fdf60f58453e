import { describe, expect, it } from 'vitest';
import { PdfError } from './pdf-errors.ts';
import { inspectPdf } from './pdf-inspect.ts';
import { encryptedPdf, makeTestPdf } from './test-pdfs.fixture.ts';

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    expect(error).toBeInstanceOf(PdfError);
    return (error as PdfError).code;
  }
}

describe('inspectPdf', () => {
  it('gives the page count and displayed page sizes of a good PDF, turned pages landscape', async () => {
    const inspection = await inspectPdf(await makeTestPdf({ pages: 3, rotations: { 2: 90 } }));
    expect(inspection.pageCount).toBe(3);
    expect(inspection.pages[0]).toEqual({ width: 595.28, height: 841.89, rotation: 0 });
    expect(inspection.pages[2]).toEqual({ width: 841.89, height: 595.28, rotation: 90 });
  });

  it('refuses a file that is not a PDF by its content, whatever its name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await expect(inspectPdf(png)).rejects.toThrow(
      'This file is not a PDF. Upload the document as a PDF file.',
    );
    expect(await codeOf(inspectPdf(png))).toBe('pdf.not_pdf');
  });

  it('refuses a file over 20 MB', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024)]);
    expect(await codeOf(inspectPdf(big))).toBe('pdf.too_large');
    await expect(inspectPdf(big)).rejects.toThrow('This PDF is larger than 20 MB. Upload a smaller file.');
  });

  it('refuses a truncated PDF', async () => {
    const pdf = await makeTestPdf({ pages: 2 });
    const truncated = pdf.subarray(0, Math.floor(pdf.length * 0.6));
    expect(await codeOf(inspectPdf(truncated))).toBe('pdf.truncated');
    await expect(inspectPdf(truncated)).rejects.toThrow('This PDF is incomplete or damaged.');
  });

  it('refuses an encrypted PDF', async () => {
    expect(await codeOf(inspectPdf(encryptedPdf()))).toBe('pdf.encrypted');
    await expect(inspectPdf(encryptedPdf())).rejects.toThrow('This PDF is password-protected or encrypted.');
  });

  it('refuses a PDF header followed by garbage', async () => {
    const garbage = Buffer.from('%PDF-1.7\nthis is not a document\n%%EOF\n');
    expect(await codeOf(inspectPdf(garbage))).toBe('pdf.unreadable');
  });
});
