import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestPdf } from '../pdf/test-pdfs.fixture.ts';
import { prepareForExternalSignature, signPdf } from './pades-signer.ts';
import { prepareSignature, signWithIdentity } from './pades-steps.ts';
import { pdfsig } from './pdfsig.fixture.ts';
import { type SigningFixture, signingFixture } from './signing.fixture.ts';

let fixture: SigningFixture;
beforeAll(async () => {
  fixture = await signingFixture();
});

const signingTime = new Date('2026-03-01T10:05:00Z');
const visible = {
  pageIndex: 1,
  box: { x: 0.1, y: 0.8, width: 0.35, height: 0.1 },
  lines: ['आशा राव (Asha Rao)', 'Method: Aadhaar e-mohar', 'Digitally signed via LeXi e-mohar'],
};

describe('signing in the signing thread', () => {
  it('signs to the very bytes the same steps give on this thread, and pdfsig finds them valid', async () => {
    const original = await makeTestPdf({ pages: 2 });
    const options = {
      identity: fixture.signer('Asha Rao', 'asha@example.com'),
      signerName: 'Asha Rao',
      reason: 'Signed with LeXi e-mohar',
      signingTime,
      visible,
    };
    const offThread = await signPdf(original, options);
    expect(Buffer.isBuffer(offThread)).toBe(true);
    expect(offThread.equals(await signWithIdentity(original, options))).toBe(true);
    expect(offThread.subarray(0, original.length).equals(original)).toBe(true);

    const sealed = await signPdf(offThread, { identity: fixture.seal, signingTime });
    expect(sealed.equals(await signWithIdentity(offThread, { identity: fixture.seal, signingTime }))).toBe(
      true,
    );
    const report = await pdfsig(sealed);
    expect(report.signatures).toHaveLength(2);
    expect(report.signatures.every((s) => s.valid)).toBe(true);
    expect(report.signatures[1]?.totalDocumentSigned).toBe(true);
  });

  it('prepares for an external signature as this thread does: the same file and digest', async () => {
    const original = await makeTestPdf();
    const fieldOptions = { signingTime, signerName: 'Ben Carter', visible: { ...visible, pageIndex: 0 } };
    const offThread = await prepareForExternalSignature(original, fieldOptions);
    const here = await prepareSignature(original, fieldOptions);
    expect(Buffer.isBuffer(offThread.preparedPdf) && Buffer.isBuffer(offThread.byteRangeDigest)).toBe(true);
    expect(offThread.preparedPdf.equals(here.preparedPdf)).toBe(true);
    expect(offThread.byteRangeDigest.toString('hex')).toBe(here.byteRangeDigest.toString('hex'));
  });

  it("hands back the step's failure as the call's error", async () => {
    await expect(signPdf(Buffer.from('not a pdf'), { identity: fixture.seal })).rejects.toThrow();
  });
});
