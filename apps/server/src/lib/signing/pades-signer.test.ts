import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCertificate } from '../pdf/certificate.fixture.ts';
import { addCertificatePages } from '../pdf/certificate-page.ts';
import { makeTestPdf } from '../pdf/test-pdfs.fixture.ts';
import { updateIncrementally } from './incremental-update.ts';
import { signPdf } from './pades-signer.ts';
import { pdfsig } from './pdfsig.fixture.ts';
import { type SigningFixture, signingFixture } from './signing.fixture.ts';

let fixture: SigningFixture;
beforeAll(async () => {
  fixture = await signingFixture();
});

const visibleOn = (pageIndex: number, name: string) => ({
  pageIndex,
  box: { x: 0.1, y: 0.8, width: 0.35, height: 0.1 },
  lines: [
    name,
    'Method: Aadhaar e-mohar',
    'Date: 2025-03-01 10:05:00 UTC',
    'Digitally signed via LeXi e-mohar',
  ],
});

describe('PAdES signing in incremental updates', () => {
  it('a signer and then the platform seal: both valid, the seal covers the whole document', async () => {
    const original = await makeTestPdf({ pages: 2 });
    const signed = await signPdf(original, {
      identity: fixture.signer('Asha Rao', 'asha@example.com'),
      signerName: 'Asha Rao',
      reason: 'Signed with LeXi e-mohar',
      visible: visibleOn(0, 'Asha Rao'),
    });
    const sealed = await signPdf(signed, { identity: fixture.seal, reason: 'Sealed by LeXi' });

    expect(sealed.subarray(0, original.length).equals(original)).toBe(true);
    expect(sealed.subarray(0, signed.length).equals(signed)).toBe(true);
    const report = await pdfsig(sealed);
    expect(report.signatures, report.output).toHaveLength(2);
    expect(
      report.signatures.every((signature) => signature.valid),
      report.output,
    ).toBe(true);
    expect(report.signatures[0]?.block).toContain('Signer Certificate Common Name: Asha Rao');
    expect(report.signatures[0]?.block).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report.signatures[0]?.totalDocumentSigned).toBe(false);
    expect(report.signatures[1]?.block).toContain(
      'Signer Certificate Common Name: LeXi e-mohar Platform Seal',
    );
    expect(report.signatures[1]?.totalDocumentSigned).toBe(true);
  });

  it('two signers and the seal: all three valid, the earlier ones still valid after the later updates', async () => {
    const original = await makeTestPdf({ pages: 3, rotations: { 1: 90 } });
    const first = await signPdf(original, {
      identity: fixture.signer('Asha Rao', 'asha@example.com'),
      visible: visibleOn(0, 'Asha Rao'),
    });
    const second = await signPdf(first, {
      identity: fixture.signer('Ben Carter', 'ben@example.co.uk'),
      visible: visibleOn(1, 'Ben Carter'),
    });
    const sealed = await signPdf(second, { identity: fixture.seal });

    const report = await pdfsig(sealed);
    expect(report.signatures, report.output).toHaveLength(3);
    expect(
      report.signatures.map((signature) => signature.valid),
      report.output,
    ).toEqual([true, true, true]);
    expect(report.signatures.map((signature) => signature.totalDocumentSigned)).toEqual([false, false, true]);
    expect(report.output).toContain('Signature Field Name: Signature1');
    expect(report.output).toContain('Signature Field Name: Signature3');

    const document = await PDFDocument.load(sealed);
    expect(document.getPageCount()).toBe(3);
    expect(document.getForm().getFields()).toHaveLength(3);
  });

  it('one flipped byte inside a signed range makes pdfsig report the digest mismatch', async () => {
    const sealed = await signPdf(await makeTestPdf({ useObjectStreams: false }), { identity: fixture.seal });
    const before = await pdfsig(sealed);
    expect(before.signatures[0]?.valid, before.output).toBe(true);
    // Widen the page by 100 points: 595.28 becomes 695.28, a change a reader would see.
    const tampered = Buffer.from(sealed);
    const at = tampered.indexOf('595.28');
    expect(at).toBeGreaterThan(0);
    tampered[at] = '6'.charCodeAt(0);

    const report = await pdfsig(tampered);
    expect(report.signatures, report.output).toHaveLength(1);
    expect(report.signatures[0]?.valid).toBe(false);
    expect(report.output).toMatch(/Digest Mismatch|Signature is Invalid/);
  });

  it('signs files with a classic xref table as well as pdf-lib xref streams', async () => {
    for (const useObjectStreams of [false, true]) {
      const original = await makeTestPdf({ pages: 1, useObjectStreams });
      const sealed = await signPdf(await signPdf(original, { identity: fixture.seal }), {
        identity: fixture.seal,
      });
      const tail = sealed.subarray(original.length).toString('latin1');
      expect(tail.includes('\nxref\n')).toBe(!useObjectStreams);
      const report = await pdfsig(sealed);
      expect(
        report.signatures.map((signature) => signature.valid),
        report.output,
      ).toEqual([true, true]);
    }
  });

  it('a certificate page added in an incremental update after the signers keeps their signatures valid', async () => {
    const signed = await signPdf(await makeTestPdf({ pages: 2 }), {
      identity: fixture.signer('Asha Rao', 'asha@example.com'),
      visible: visibleOn(0, 'Asha Rao'),
    });
    const withCertificate = await updateIncrementally(signed, (document) =>
      addCertificatePages(document, sampleCertificate()),
    );
    const sealed = await signPdf(withCertificate.pdf, { identity: fixture.seal });

    const report = await pdfsig(sealed);
    expect(
      report.signatures.map((signature) => signature.valid),
      report.output,
    ).toEqual([true, true]);
    expect(report.signatures[1]?.totalDocumentSigned).toBe(true);
    expect((await PDFDocument.load(sealed)).getPageCount()).toBe(3);
  });

  it('says so when the signature does not fit the space reserved for it', async () => {
    await expect(signPdf(await makeTestPdf(), { identity: fixture.seal, contentsBytes: 64 })).rejects.toThrow(
      /does not fit the 64 bytes reserved/,
    );
  });
});
