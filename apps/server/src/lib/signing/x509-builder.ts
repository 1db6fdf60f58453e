import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** The OIDs forge has no name for; RFC 9336 id-kp-documentSigning is what PDF validators look for. */
const OID_DOCUMENT_SIGNING = '1.3.6.1.5.5.7.3.36';
const OID_EMAIL_PROTECTION = '1.3.6.1.5.5.7.3.4';
const OID_EXT_KEY_USAGE = '2.5.29.37';

export interface KeyPairPem {
  readonly privateKeyPem: string;
  readonly publicKeyPem: string;
}

/** Native key generation: forge's pure-JS RSA keygen takes seconds at 3072 bits. */
export function generateRsaKeyPair(modulusLength: 2048 | 3072): KeyPairPem {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

/** A positive 128-bit serial: the leading 0x01 keeps the DER INTEGER from reading as negative. */
export function randomSerialHex(): string {
  return `01${randomBytes(16).toString('hex')}`;
}

export interface NameFields {
  readonly commonName: string;
  readonly email?: string;
  readonly organizationName?: string;
  readonly countryName?: string;
}

export function toForgeName(name: NameFields): forge.pki.CertificateField[] {
  const fields: forge.pki.CertificateField[] = [];
  if (name.countryName) fields.push({ name: 'countryName', value: name.countryName });
  if (name.organizationName) fields.push({ name: 'organizationName', value: name.organizationName });
  fields.push({ name: 'commonName', value: name.commonName });
  if (name.email) fields.push({ name: 'emailAddress', value: name.email });
  return fields;
}

/** Extended key usage with an OID forge cannot name, so the extension value is built by hand. */
export function documentSigningExtKeyUsage(): { id: string; value: forge.asn1.Asn1 } {
  const { asn1 } = forge;
  const oid = (value: string) =>
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
  return {
    id: OID_EXT_KEY_USAGE,
    value: asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
      oid(OID_EMAIL_PROTECTION),
      oid(OID_DOCUMENT_SIGNING),
    ]),
  };
}

export function certificateToDer(certificate: forge.pki.Certificate): Buffer {
  return Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
}

export function certificateFromDer(der: Buffer): forge.pki.Certificate {
  return forge.pki.certificateFromAsn1(forge.asn1.fromDer(der.toString('binary')));
}

export function derToPem(der: Buffer): string {
  const body = der.toString('base64').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN CERTIFICATE-----\n${body}${body.endsWith('\n') ? '' : '\n'}-----END CERTIFICATE-----\n`;
}
