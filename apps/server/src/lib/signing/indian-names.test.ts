import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCertificate } from '../pdf/certificate.fixture.ts';
import { addCertificatePages } from '../pdf/certificate-page.ts';
import { pdfText } from '../pdf/pdftotext.fixture.ts';
import { appearanceLines } from '../pdf/signature-appearance.ts';
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

/**
 * The recommended order (lib/signing/README.md): each signer's visible signature in its own
 * incremental update, the first through the ESP's split flow, then the certificate of completion,
 * then the platform seal.
 */
async function sealedFor(names: readonly [string, string]): Promise<Buffer> {
  const [first, second] = names;
  const upload = await makeTestPdf({ pages: 2 });
  const prepared = await prepareForExternalSignature(upload, {
    signingTime: signedAt,
    visible: {
      pageIndex: 0,
      box: { x: 0.08, y: 0.8, width: 0.4, height: 0.12 },
      lines: appearanceLines({ signerName: first, method: 'Aadhaar e-mohar', signedAt }),
    },
  });
  const afterFirst = embedExternalSignature(
    prepared.preparedPdf,
    buildCmsSignedData({
      digest: prepared.byteRangeDigest,
      identity: fixture.signer('Signer One', 'one@example.in'),
    }),
  );
  const afterSecond = await signPdf(afterFirst, {
    identity: fixture.signer('Signer Two', 'two@example.in'),
    signingTime: signedAt,
    visible: {
      pageIndex: 1,
      box: { x: 0.52, y: 0.8, width: 0.4, height: 0.12 },
      lines: appearanceLines({ signerName: second, method: '2-factor e-sign', signedAt }),
    },
  });
  const sample = sampleCertificate();
  const certificate = {
    ...sample,
    signers: sample.signers.map((signer, index) => ({ ...signer, name: names[index] ?? signer.name })),
    auditTrail: sample.auditTrail.map((entry) => ({ ...entry, actor: first })),
  };
  const withCertificate = await updateIncrementally(afterSecond, (document) =>
    addCertificatePages(document, certificate),
  );
  return signPdf(withCertificate.pdf, { identity: fixture.seal });
}

describe('a sealed document whose signers have Devanagari and Tamil names', () => {
  const hindi = 'रमेश कुमार';
  const tamil = 'முருகன் சுப்ரமணியம்';

  it('prints both names exactly, keeps every signature valid, and stays within twice the size of the Latin one', async () => {
    const sealed = await sealedFor([hindi, tamil]);

    const report = await pdfsig(sealed);
    expect(
      report.signatures.map((signature) => signature.valid),
      report.output,
    ).toEqual([true, true, true]);
    expect(report.signatures.map((signature) => signature.totalDocumentSigned)).toEqual([false, false, true]);

    const text = await pdfText(sealed);
    // In each signer's stamp (the widget appearances) and in the certificate of completion.
    for (const name of [hindi, tamil]) expect(text.split(name).length - 1).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`1. ${hindi}`);
    expect(text).toContain(`2. ${tamil}`);
    expect(text).not.toContain('?');

    const latin = await sealedFor(['Ramesh Kumar', 'Murugan Subramaniam']);
    expect((await pdfsig(latin)).signatures.every((signature) => signature.valid)).toBe(true);
    expect(sealed.length).toBeLessThan(2 * latin.length);
  });
});
