import { X509Certificate } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CertificateAuthority, loadOrCreateCertificateAuthority } from './certificate-authority.ts';
import { loadPlatformSeal } from './platform-seal.ts';

let ca: CertificateAuthority;
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'lexi-seal-'));
  ca = await loadOrCreateCertificateAuthority(directory);
});

/** A PKCS#12 as an operator would export it, with a self-signed certificate valid in [from, to]. */
async function writeP12(name: string, password: string, from: Date, to: Date): Promise<string> {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = from;
  cert.validity.notAfter = to;
  cert.setSubject([{ name: 'commonName', value: 'Operator Seal' }]);
  cert.setIssuer([{ name: 'commonName', value: 'Operator Seal' }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: '3des' });
  const path = join(directory, name);
  await writeFile(path, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
  return path;
}

const day = 24 * 3600 * 1000;

describe('the platform seal', () => {
  it('is created on first start, issued by the local CA, and the same one is loaded afterwards', async () => {
    const sealDirectory = await mkdtemp(join(tmpdir(), 'lexi-seal-'));
    const first = await loadPlatformSeal({ directory: sealDirectory, certificateAuthority: ca });
    const second = await loadPlatformSeal({ directory: sealDirectory, certificateAuthority: ca });
    expect(second.certificateDer.equals(first.certificateDer)).toBe(true);
    const seal = new X509Certificate(first.certificateDer);
    expect(seal.subject).toContain('CN=LeXi e-mohar Platform Seal');
    expect(seal.verify(new X509Certificate(ca.certificateDer).publicKey)).toBe(true);
  });

  it('comes from SIGNING_P12 when one is given', async () => {
    const path = await writeP12(
      'good.p12',
      's3cret',
      new Date(Date.now() - day),
      new Date(Date.now() + 365 * day),
    );
    const seal = await loadPlatformSeal({
      directory,
      certificateAuthority: ca,
      p12Path: path,
      p12Password: 's3cret',
    });
    expect(new X509Certificate(seal.certificateDer).subject).toBe('CN=Operator Seal');
  });

  it('refuses a PKCS#12 with the wrong password, saying so', async () => {
    const path = await writeP12('wrong.p12', 'right', new Date(Date.now() - day), new Date(Date.now() + day));
    await expect(
      loadPlatformSeal({ directory, certificateAuthority: ca, p12Path: path, p12Password: 'wrong' }),
    ).rejects.toThrow(`The password for the signing certificate ${path} is wrong`);
  });

  it('refuses a PKCS#12 without a password, naming the variable to set', async () => {
    const path = await writeP12('nopass.p12', 'x', new Date(Date.now() - day), new Date(Date.now() + day));
    await expect(loadPlatformSeal({ directory, certificateAuthority: ca, p12Path: path })).rejects.toThrow(
      `SIGNING_P12 is set to ${path} but SIGNING_P12_PASSWORD is missing`,
    );
  });

  it('refuses a broken PKCS#12 file', async () => {
    const path = join(directory, 'broken.p12');
    await writeFile(path, 'this is not a certificate');
    await expect(
      loadPlatformSeal({ directory, certificateAuthority: ca, p12Path: path, p12Password: 'x' }),
    ).rejects.toThrow(
      `The signing certificate ${path} is not a PKCS#12 (.p12/.pfx) file: it cannot be parsed.`,
    );
  });

  it('refuses an expired certificate, with its expiry date', async () => {
    const path = await writeP12(
      'expired.p12',
      'x',
      new Date('2020-01-01T00:00:00Z'),
      new Date('2021-01-01T00:00:00Z'),
    );
    await expect(
      loadPlatformSeal({ directory, certificateAuthority: ca, p12Path: path, p12Password: 'x' }),
    ).rejects.toThrow(`The signing certificate ${path} expired on 2021-01-01T00:00:00.000Z; renew it.`);
  });

  it('refuses a path that does not exist', async () => {
    const path = join(directory, 'missing.p12');
    await expect(
      loadPlatformSeal({ directory, certificateAuthority: ca, p12Path: path, p12Password: 'x' }),
    ).rejects.toThrow(`The signing certificate file ${path} (SIGNING_P12) does not exist.`);
  });
});
