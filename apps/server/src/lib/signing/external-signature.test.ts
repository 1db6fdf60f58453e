import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestPdf } from '../pdf/test-pdfs.fixture.ts';
import { buildCmsSignedData } from './cms-signed-data.ts';
import { embedExternalSignature, prepareForExternalSignature, signPdf } from './pades-signer.ts';
import { pdfsig } from './pdfsig.fixture.ts';
import { type SigningFixture, signingFixture } from './signing.fixture.ts';

let fixture: SigningFixture;
beforeAll(async () => {
  fixture = await signingFixture();
});

describe('the external-signature flow of CCA eSign API 2.1', () => {
  it('prepares a digest that an eSign Service Provider signs, and the embedded PKCS#7 verifies', async () => {
    const original = await makeTestPdf({ pages: 2 });
    const { preparedPdf, byteRangeDigest } = await prepareForExternalSignature(original, {
      signerName: 'Asha Rao',
      visible: {
        pageIndex: 1,
        box: { x: 0.5, y: 0.85, width: 0.4, height: 0.1 },
        lines: ['Asha Rao', 'Method: Aadhaar e-mohar', 'Digitally signed via LeXi e-mohar'],
      },
    });
    expect(byteRangeDigest).toHaveLength(32);
    expect(preparedPdf.subarray(0, original.length).equals(original)).toBe(true);

    // The ESP holds the signer's key; it sees only the digest.
    const espSigner = fixture.signer('Asha Rao', 'asha@example.com');
    const pkcs7 = buildCmsSignedData({ digest: byteRangeDigest, identity: espSigner });
    const signed = embedExternalSignature(preparedPdf, pkcs7);
    const sealed = await signPdf(signed, { identity: fixture.seal });

    const report = await pdfsig(sealed);
    expect(
      report.signatures.map((signature) => signature.valid),
      report.output,
    ).toEqual([true, true]);
    expect(report.signatures[0]?.block).toContain('Signer Certificate Common Name: Asha Rao');
    expect(report.signatures[1]?.totalDocumentSigned).toBe(true);
  });

  it('a PKCS#7 for another digest is reported invalid', async () => {
    const { preparedPdf } = await prepareForExternalSignature(await makeTestPdf());
    const wrongDigest = Buffer.alloc(32, 7);
    const signed = embedExternalSignature(
      preparedPdf,
      buildCmsSignedData({ digest: wrongDigest, identity: fixture.seal }),
    );
    const report = await pdfsig(signed);
    expect(report.signatures[0]?.valid, report.output).toBe(false);
    expect(report.output).toMatch(/Digest Mismatch|Signature is Invalid/);
  });

  it('refuses to embed into a prepared file that was changed since', async () => {
    const { preparedPdf } = await prepareForExternalSignature(await makeTestPdf());
    const changed = Buffer.concat([preparedPdf, Buffer.from('\n% appended\n')]);
    const pkcs7 = buildCmsSignedData({ digest: Buffer.alloc(32), identity: fixture.seal });
    expect(() => embedExternalSignature(changed, pkcs7)).toThrow(
      'The PDF was changed after it was prepared for signing; prepare it again.',
    );
  });
});
