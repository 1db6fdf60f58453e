import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CertificateAuthority, loadOrCreateCertificateAuthority } from './certificate-authority.ts';
import { loadPlatformSeal } from './platform-seal.ts';
import type { SigningIdentity } from './signing-identity.ts';

export interface SigningFixture {
  readonly ca: CertificateAuthority;
  readonly seal: SigningIdentity;
  signer(commonName: string, email: string): SigningIdentity;
}

/** A fresh CA and platform seal in a temporary DATA_DIR. */
export async function signingFixture(): Promise<SigningFixture> {
  const directory = join(await mkdtemp(join(tmpdir(), 'lexi-signing-')), 'signing');
  const ca = await loadOrCreateCertificateAuthority(directory);
  const seal = await loadPlatformSeal({ directory, certificateAuthority: ca });
  return {
    ca,
    seal,
    signer: (commonName, email) => ca.issueSignerCertificate({ commonName, email, validityMinutes: 10 }),
  };
}
