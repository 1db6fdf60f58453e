import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sampleCertificate } from './certificate.fixture.ts';
import { appendCertificatePage } from './certificate-page.ts';
import { pdfText } from './pdftotext.fixture.ts';
import { makeTestPdf } from './test-pdfs.fixture.ts';

describe('appendCertificatePage', () => {
  it('appends a certificate of completion with the document, every signer (ID masked) and the audit trail', async () => {
    const pdf = await appendCertificatePage(await makeTestPdf({ pages: 2 }), sampleCertificate());
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(3);

    const text = await pdfText(pdf);
    for (const expected of [
      'Certificate of completion',
      'Service agreement.pdf',
      'emh_7f3a9c',
      'a'.repeat(40),
      'XXXX-XXXX-1234',
      'asha@example.com',
      'Aadhaar e-mohar',
      '203.0.113.7',
      '2025-03-01 10:05:00 UTC',
      'Ben Carter',
      '2-factor e-sign',
      'https://lexi.example/verify/emh_7f3a9c',
      'uploaded',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('1234 5678');
  });

  it('continues on further pages when the audit trail is long, losing no entry', async () => {
    const pdf = await appendCertificatePage(await makeTestPdf(), sampleCertificate(120));
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBeGreaterThan(3);
    expect(await pdfText(pdf)).toContain('event 119');
  });

  it('embeds the QR code as an image', async () => {
    const pdf = await appendCertificatePage(await makeTestPdf(), sampleCertificate());
    expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });
});
