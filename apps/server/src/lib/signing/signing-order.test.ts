import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCertificate } from '../pdf/certificate.fixture.ts';
import { addCertificatePages } from '../pdf/certificate-page.ts';
import { pdfText } from '../pdf/pdftotext.fixture.ts';
import { drawSignatureStamps } from '../pdf/stamp-signatures.ts';
import { makeTestPdf } from '../pdf/test-pdfs.fixture.ts';
import { buildCmsSignedData } from './cms-signed-data.ts';
import { updateIncrementally } from './incremental-update.ts';
import { embedExternalSignature, prepareForExternalSignature, signPdf } from './pades-signer.ts';
import { pdfsig } from './pdfsig.fixture.ts';
import { type SigningFixture, signingFixture } from './signing.fixture.ts';

let fixture: SigningFixture;
beforeAll(async () => {
  fixture = await signingFixture();
});

const signedAt = new Date('2025-03-01T10:05:00Z');

describe('the orders described in README.md', () => {
  it('all at completion: stamps + certificate page in one save, then each signer, then the seal', async () => {
    const upload = await makeTestPdf({ pages: 2, rotations: { 1: 270 } });
    const certificate = {
      ...sampleCertificate(),
      originalSha256: createHash('sha256').update(upload).digest('hex'),
    };
    const document = await PDFDocument.load(upload);
    await drawSignatureStamps(document, [
      {
        pageIndex: 0,
        box: { x: 0.1, y: 0.8, width: 0.35, height: 0.1 },
        signerName: 'Asha Rao',
        method: 'Aadhaar e-mohar',
        signedAt,
      },
      {
        pageIndex: 1,
        box: { x: 0.55, y: 0.8, width: 0.35, height: 0.1 },
        signerName: 'Ben Carter',
        method: '2-factor e-sign',
        signedAt,
      },
    ]);
    await addCertificatePages(document, certificate);
    const finalised = Buffer.from(await document.save({ useObjectStreams: false }));

    const first = await signPdf(finalised, { identity: fixture.signer('Asha Rao', 'asha@example.com') });
    const second = await signPdf(first, { identity: fixture.signer('Ben Carter', 'ben@example.co.uk') });
    const sealed = await signPdf(second, { identity: fixture.seal });

    const report = await pdfsig(sealed);
    expect(
      report.signatures.map((signature) => signature.valid),
      report.output,
    ).toEqual([true, true, true]);
    expect(report.signatures[2]?.totalDocumentSigned).toBe(true);
    const text = await pdfText(sealed);
    expect(text).toContain('Digitally signed via LeXi e-mohar');
    expect(text).toContain(certificate.originalSha256.slice(0, 40));
  });

  it('as each party signs: signer (ESP) with its widget appearance → later signer → certificate page → seal', async () => {
    const upload = await makeTestPdf({ pages: 2 });
    const asha = await prepareForExternalSignature(upload, {
      signingTime: signedAt,
      visible: {
        pageIndex: 0,
        box: { x: 0.1, y: 0.8, width: 0.35, height: 0.1 },
        lines: ['Asha Rao', 'Method: Aadhaar e-mohar', 'Digitally signed via LeXi e-mohar'],
      },
    });
    const afterAsha = embedExternalSignature(
      asha.preparedPdf,
      buildCmsSignedData({
        digest: asha.byteRangeDigest,
        identity: fixture.signer('Asha Rao', 'asha@example.com'),
      }),
    );
    const afterBen = await signPdf(afterAsha, {
      identity: fixture.signer('Ben Carter', 'ben@example.co.uk'),
      visible: {
        pageIndex: 1,
        box: { x: 0.55, y: 0.8, width: 0.35, height: 0.1 },
        lines: ['Ben Carter', 'Method: 2-factor e-sign', 'Digitally signed via LeXi e-mohar'],
      },
    });
    const withCertificate = await updateIncrementally(afterBen, (document) =>
      addCertificatePages(document, sampleCertificate()),
    );
    const sealed = await signPdf(withCertificate.pdf, { identity: fixture.seal });

    const report = await pdfsig(sealed);
    expect(
      report.signatures.map((signature) => signature.valid),
      report.output,
    ).toEqual([true, true, true]);
    expect(report.signatures.map((signature) => signature.totalDocumentSigned)).toEqual([false, false, true]);
    expect(sealed.subarray(0, upload.length).equals(upload)).toBe(true);
  });
});
