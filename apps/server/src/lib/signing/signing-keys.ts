import { join } from 'node:path';
import { type CertificateAuthority, loadOrCreateCertificateAuthority } from './certificate-authority.ts';
import { loadPlatformSeal } from './platform-seal.ts';
import type { SigningIdentity } from './signing-identity.ts';

/** The local certificate authority and the platform seal, each loaded (or created) once, on first use. */
export interface SigningKeys {
  certificateAuthority(): Promise<CertificateAuthority>;
  seal(): Promise<SigningIdentity>;
}

export function createSigningKeys(options: {
  dataDir: string;
  p12Path: string | undefined;
  p12Password: string | undefined;
}): SigningKeys {
  const directory = join(options.dataDir, 'signing');
  let ca: Promise<CertificateAuthority> | undefined;
  let seal: Promise<SigningIdentity> | undefined;
  const certificateAuthority = () => {
    ca ??= loadOrCreateCertificateAuthority(directory);
    return ca;
  };
  return {
    certificateAuthority,
    seal() {
      seal ??= loadPlatformSeal({
        directory,
        certificateAuthority,
        p12Path: options.p12Path,
        p12Password: options.p12Password,
      });
      return seal;
    },
  };
}
