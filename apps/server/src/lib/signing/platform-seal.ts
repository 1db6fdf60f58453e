import { X509Certificate } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CertificateAuthority } from './certificate-authority.ts';
import { readPkcs12Identity } from './pkcs12-identity.ts';
import type { SigningIdentity } from './signing-identity.ts';
import { derToPem } from './x509-builder.ts';

const SEAL_KEY_FILE = 'seal.key.pem';
const SEAL_CERT_FILE = 'seal.cert.pem';
/** A generated seal lives five years; it is re-issued (same CA) when it has under 30 days left. */
const SEAL_VALIDITY_MINUTES = 5 * 365 * 24 * 60;
const RENEW_BEFORE_MS = 30 * 24 * 3600 * 1000;

export interface PlatformSealOptions {
  /** Where the generated seal is kept (e.g. `<DATA_DIR>/signing`). */
  readonly directory: string;
  /**
   * Issues the generated seal; unused when a PKCS#12 is given, so it may be passed lazily and
   * the authority's key is then never generated.
   */
  readonly certificateAuthority: CertificateAuthority | (() => Promise<CertificateAuthority>);
  /** Path of an operator-supplied PKCS#12 (SIGNING_P12); when set, it is the seal and nothing is generated. */
  readonly p12Path?: string | undefined;
  readonly p12Password?: string | undefined;
}

/**
 * The identity that seals every completed document. Throws an Error whose message says what is
 * wrong with a supplied PKCS#12, so that the server can refuse to start and print it.
 */
export async function loadPlatformSeal(options: PlatformSealOptions): Promise<SigningIdentity> {
  if (options.p12Path) return loadFromPkcs12(options.p12Path, options.p12Password);
  const authority = options.certificateAuthority;
  return loadOrCreateGeneratedSeal(
    options.directory,
    typeof authority === 'function' ? await authority() : authority,
  );
}

async function loadFromPkcs12(path: string, password: string | undefined): Promise<SigningIdentity> {
  if (password === undefined) {
    throw new Error(
      `SIGNING_P12 is set to ${path} but SIGNING_P12_PASSWORD is missing; set it to the file's password.`,
    );
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new Error(`The signing certificate file ${path} (SIGNING_P12) does not exist.`);
    throw new Error(
      `The signing certificate file ${path} (SIGNING_P12) cannot be read (${code ?? 'unknown error'}).`,
    );
  }
  return readPkcs12Identity(bytes, password, path);
}

async function loadOrCreateGeneratedSeal(
  directory: string,
  ca: CertificateAuthority,
): Promise<SigningIdentity> {
  const keyPath = join(directory, SEAL_KEY_FILE);
  const certPath = join(directory, SEAL_CERT_FILE);
  const existing = await readGenerated(keyPath, certPath, ca);
  if (existing) return existing;

  const identity = ca.issueSignerCertificate({
    commonName: 'LeXi e-mohar Platform Seal',
    organizationName: 'LeXi',
    validityMinutes: SEAL_VALIDITY_MINUTES,
  });
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await writeFile(keyPath, identity.privateKeyPem, { mode: 0o600 });
  await chmod(keyPath, 0o600);
  await writeFile(certPath, derToPem(identity.certificateDer));
  return identity;
}

async function readGenerated(
  keyPath: string,
  certPath: string,
  ca: CertificateAuthority,
): Promise<SigningIdentity | null> {
  let keyPem: string;
  let certPem: string;
  try {
    [keyPem, certPem] = await Promise.all([readFile(keyPath, 'utf8'), readFile(certPath, 'utf8')]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const certificate = new X509Certificate(certPem);
  // A seal from an older CA, or one close to expiry, is replaced rather than used.
  const caCertificate = new X509Certificate(ca.certificateDer);
  const issuedByCa = certificate.checkIssued(caCertificate) && certificate.verify(caCertificate.publicKey);
  const expiresSoon = new Date(certificate.validTo).getTime() - Date.now() < RENEW_BEFORE_MS;
  if (!issuedByCa || expiresSoon) return null;
  return { privateKeyPem: keyPem, certificateDer: certificate.raw, chainDer: [ca.certificateDer] };
}
