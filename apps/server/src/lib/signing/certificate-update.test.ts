import { describe, expect, it } from 'vitest';
import { sampleCertificate } from '../pdf/certificate.fixture.ts';
import { addCertificatePages } from '../pdf/certificate-page.ts';
import { pdfText } from '../pdf/pdftotext.fixture.ts';
import { makeTestPdf } from '../pdf/test-pdfs.fixture.ts';
import { appendCertificateIncrementally } from './certificate-update.ts';
import { updateIncrementally } from './incremental-update.ts';

describe('appendCertificateIncrementally in the signing thread', () => {
  it('appends the very bytes the same update gives on this thread, the input kept as a prefix', async () => {
    const original = await makeTestPdf({ pages: 2 });
    const certificate = sampleCertificate();
    const offThread = await appendCertificateIncrementally(original, certificate);
    const here = await updateIncrementally(original, (document) =>
      addCertificatePages(document, certificate),
    );
    expect(Buffer.isBuffer(offThread)).toBe(true);
    expect(offThread.subarray(0, original.length).equals(original)).toBe(true);
    expect(offThread.equals(here.pdf)).toBe(true);
    expect(await pdfText(offThread)).toContain('Certificate of completion');
  });
});
