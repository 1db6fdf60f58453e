import { X509Certificate } from 'node:crypto';
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateCertificateAuthority } from './certificate-authority.ts';

describe('the local certificate authority', () => {
  it('is created once and the same root is loaded on the next start', async () => {
    const directory = join(await mkdtemp(join(tmpdir(), 'lexi-ca-')), 'signing');
    const first = await loadOrCreateCertificateAuthority(directory);
    const second = await loadOrCreateCertificateAuthority(directory);
    expect(second.fingerprint).toBe(first.fingerprint);

    const root = new X509Certificate(first.certificateDer);
    expect(root.ca).toBe(true);
    expect(root.subject).toContain('CN=LeXi e-mohar Root CA');
    expect(root.verify(root.publicKey)).toBe(true);
    expect(root.publicKey.asymmetricKeyDetails?.modulusLength).toBe(3072);
  });

  it('keeps its private key readable by the owner only', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'lexi-ca-'));
    await loadOrCreateCertificateAuthority(directory);
    const mode = (await stat(join(directory, 'ca.key.pem'))).mode & 0o777;
    expect(mode.toString(8)).toBe('600');
  });

  it('issues a short-lived signer certificate that chains to the root, for document signing only', async () => {
    const ca = await loadOrCreateCertificateAuthority(await mkdtemp(join(tmpdir(), 'lexi-ca-')));
    const identity = ca.issueSignerCertificate({
      commonName: 'Asha Rao',
      email: 'asha@example.com',
      validityMinutes: 15,
    });
    const signer = new X509Certificate(identity.certificateDer);
    const root = new X509Certificate(ca.certificateDer);

    expect(signer.checkIssued(root)).toBe(true);
    expect(signer.verify(root.publicKey)).toBe(true);
    expect(signer.ca).toBe(false);
    expect(signer.subject).toContain('CN=Asha Rao');
    expect(signer.subjectAltName).toBe('email:asha@example.com');
    expect(signer.keyUsage).toEqual(expect.arrayContaining(['1.3.6.1.5.5.7.3.4', '1.3.6.1.5.5.7.3.36']));
    const lifetime = new Date(signer.validTo).getTime() - Date.now();
    expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(lifetime).toBeGreaterThan(14 * 60 * 1000);
    expect(identity.chainDer[0]?.equals(ca.certificateDer)).toBe(true);
  });
});
