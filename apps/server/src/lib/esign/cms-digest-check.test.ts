import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCmsSignedData } from '../signing/cms-signed-data.ts';
import { signingFixture } from '../signing/signing.fixture.ts';
import { checkCmsSignsDigest } from './cms-digest-check.ts';

const fixture = await signingFixture();
const digest = createHash('sha256').update('signed byte ranges').digest();
const identity = fixture.signer('Asha Rao', 'asha@example.in');
const cms = buildCmsSignedData({ digest, identity });

describe('checkCmsSignsDigest', () => {
  it('accepts a PKCS#7 over the digest and names its signer', () => {
    const { signerCertificate } = checkCmsSignsDigest(cms, digest);
    expect(signerCertificate.subject).toContain('CN=Asha Rao');
  });

  it('refuses a PKCS#7 over another digest', () => {
    const other = createHash('sha256').update('another document').digest();
    expect(() => checkCmsSignsDigest(cms, other)).toThrow(
      'The signature is for a different document digest.',
    );
  });

  it('refuses a PKCS#7 whose signature does not match its attributes', () => {
    const broken = Buffer.from(cms);
    broken[broken.length - 5] = (broken[broken.length - 5] ?? 0) ^ 0xff;
    expect(() => checkCmsSignsDigest(broken, digest)).toThrow(
      "The signature does not verify with the signer's certificate.",
    );
  });

  it('refuses what is not a CMS SignedData', () => {
    expect(() => checkCmsSignsDigest(Buffer.from('30030201ff', 'hex'), digest)).toThrow();
    expect(() => checkCmsSignsDigest(cms.subarray(0, 100), digest)).toThrow('The signature is truncated.');
  });
});
