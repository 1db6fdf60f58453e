import { X509Certificate } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';
import type { SigningIdentity } from './signing-identity.ts';
import {
  certificateToDer,
  documentSigningExtKeyUsage,
  generateRsaKeyPair,
  randomSerialHex,
  toForgeName,
} from './x509-builder.ts';

const CA_KEY_FILE = 'ca.key.pem';
const CA_CERT_FILE = 'ca.cert.pem';
const CA_VALIDITY_YEARS = 20;
/** Issued certificates start a little in the past so that a validator's slightly slow clock accepts them. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export interface IssueSignerCertificateInput {
  readonly commonName: string;
  readonly email?: string;
  readonly validityMinutes: number;
  readonly organizationName?: string;
}

export interface CertificateAuthority {
  readonly certificateDer: Buffer;
  readonly certificatePem: string;
  /** SHA-256 of the root certificate's DER, upper-case hex with colons (as `openssl x509 -fingerprint`). */
  readonly fingerprint: string;
  issueSignerCertificate(input: IssueSignerCertificateInput): SigningIdentity;
}

/**
 * LeXi's own certificate authority: created the first time in `directory` (the key readable by the
 * owner only), loaded on every later start, so that every certificate it ever issued chains to one
 * root.
 */
export async function loadOrCreateCertificateAuthority(directory: string): Promise<CertificateAuthority> {
  const keyPath = join(directory, CA_KEY_FILE);
  const certPath = join(directory, CA_CERT_FILE);
  const existing = await readPair(keyPath, certPath);
  if (existing) return certificateAuthorityFrom(existing.keyPem, existing.certPem);

  await mkdir(directory, { recursive: true, mode: 0o700 });
  const created = createRootCertificate();
  // `flag: 'wx'` refuses to overwrite: two processes racing on first start must not mint two roots.
  await writeFile(keyPath, created.keyPem, { mode: 0o600, flag: 'wx' });
  await chmod(keyPath, 0o600);
  await writeFile(certPath, created.certPem, { mode: 0o644, flag: 'wx' });
  return certificateAuthorityFrom(created.keyPem, created.certPem);
}

async function readPair(
  keyPath: string,
  certPath: string,
): Promise<{ keyPem: string; certPem: string } | null> {
  try {
    const [keyPem, certPem] = await Promise.all([readFile(keyPath, 'utf8'), readFile(certPath, 'utf8')]);
    return { keyPem, certPem };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function createRootCertificate(): { keyPem: string; certPem: string } {
  const keys = generateRsaKeyPair(3072);
  const privateKey = forge.pki.privateKeyFromPem(keys.privateKeyPem);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicKeyPem);
  cert.serialNumber = randomSerialHex();
  const now = Date.now();
  cert.validity.notBefore = new Date(now - CLOCK_SKEW_MS);
  cert.validity.notAfter = new Date(now + CA_VALIDITY_YEARS * 365.25 * 24 * 3600 * 1000);
  const name = toForgeName({
    commonName: 'LeXi e-mohar Root CA',
    organizationName: 'LeXi',
    countryName: 'IN',
  });
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());
  return { keyPem: keys.privateKeyPem, certPem: forge.pki.certificateToPem(cert) };
}

function certificateAuthorityFrom(keyPem: string, certPem: string): CertificateAuthority {
  const caKey = forge.pki.privateKeyFromPem(keyPem);
  const caCert = forge.pki.certificateFromPem(certPem);
  const certificateDer = certificateToDer(caCert);
  const fingerprint = new X509Certificate(certificateDer).fingerprint256;
  const caKeyIdentifier = caCert.generateSubjectKeyIdentifier().getBytes();

  return {
    certificateDer,
    certificatePem: certPem,
    fingerprint,
    issueSignerCertificate(input) {
      if (!(input.validityMinutes > 0))
        throw new Error('validityMinutes must be a positive number of minutes.');
      const keys = generateRsaKeyPair(2048);
      const cert = forge.pki.createCertificate();
      cert.publicKey = forge.pki.publicKeyFromPem(keys.publicKeyPem);
      cert.serialNumber = randomSerialHex();
      const now = Date.now();
      cert.validity.notBefore = new Date(now - CLOCK_SKEW_MS);
      cert.validity.notAfter = new Date(now + input.validityMinutes * 60 * 1000);
      cert.setSubject(
        toForgeName({
          commonName: input.commonName,
          ...(input.email ? { email: input.email } : {}),
          ...(input.organizationName ? { organizationName: input.organizationName } : {}),
        }),
      );
      cert.setIssuer(caCert.subject.attributes);
      cert.setExtensions([
        { name: 'basicConstraints', cA: false, critical: true },
        { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
        documentSigningExtKeyUsage(),
        { name: 'subjectKeyIdentifier' },
        { name: 'authorityKeyIdentifier', keyIdentifier: caKeyIdentifier },
        ...(input.email ? [{ name: 'subjectAltName', altNames: [{ type: 1, value: input.email }] }] : []),
      ]);
      cert.sign(caKey, forge.md.sha256.create());
      return {
        privateKeyPem: keys.privateKeyPem,
        certificateDer: certificateToDer(cert),
        chainDer: [certificateDer],
      };
    },
  };
}
