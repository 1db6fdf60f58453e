import { createHash, sign } from 'node:crypto';
import forge from 'node-forge';
import type { SigningIdentity } from './signing-identity.ts';

/**
 * A detached CMS SignedData (RFC 5652) for PAdES baseline B (ETSI EN 319 142-1): the signed
 * attributes are contentType, messageDigest and ESS signing-certificate-v2, the signature RSA
 * PKCS#1 v1.5 with SHA-256. PAdES (EN 319 142-1 baseline B) forbids the CMS signing-time attribute
 * and takes the claimed time from the signature dictionary's /M; `includeSigningTime` exists only
 * for plain CAdES consumers. Built by hand because forge's PKCS#7 signer can neither
 * sign a digest it did not compute (the eSign flow gives us only the digest) nor add
 * signing-certificate-v2.
 */
const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
} as const;

const { asn1 } = forge;
const U = asn1.Class.UNIVERSAL;
const T = asn1.Type;
type Node = forge.asn1.Asn1;

const oid = (value: string): Node => asn1.create(U, T.OID, false, asn1.oidToDer(value).getBytes());
const seq = (items: Node[]): Node => asn1.create(U, T.SEQUENCE, true, items);
const set = (items: Node[]): Node => asn1.create(U, T.SET, true, items);
const octets = (bytes: Buffer): Node => asn1.create(U, T.OCTETSTRING, false, bytes.toString('binary'));
const integer = (value: number): Node =>
  asn1.create(U, T.INTEGER, false, asn1.integerToDer(value).getBytes());
const nullValue = (): Node => asn1.create(U, T.NULL, false, '');
const explicit = (tag: number, items: Node[]): Node =>
  asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, items);
const fromDer = (der: Buffer): Node => asn1.fromDer(der.toString('binary'));
const toDer = (node: Node): Buffer => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

export interface CmsSignInput {
  /** SHA-256 of the PDF's signed byte ranges. */
  readonly digest: Buffer;
  readonly identity: SigningIdentity;
  readonly signingTime?: Date;
  /** Off for PAdES; see above. */
  readonly includeSigningTime?: boolean;
}

export function buildCmsSignedData(input: CmsSignInput): Buffer {
  if (input.digest.length !== 32) throw new Error('The digest to sign must be a SHA-256 digest (32 bytes).');
  const { identity } = input;
  const certificate = fromDer(identity.certificateDer);
  const { issuer, serialNumber } = issuerAndSerial(certificate);

  const attributes = [
    attribute(OID.contentType, oid(OID.data)),
    ...(input.includeSigningTime
      ? [attribute(OID.signingTime, utcOrGeneralizedTime(input.signingTime ?? new Date()))]
      : []),
    attribute(OID.messageDigest, octets(input.digest)),
    attribute(OID.signingCertificateV2, signingCertificateV2(identity.certificateDer, issuer, serialNumber)),
  ];
  // DER orders the members of a SET OF by their encodings; the signature covers that exact order.
  const sortedAttributes = attributes.map(toDer).sort(Buffer.compare).map(fromDer);
  const signature = sign('sha256', toDer(set(sortedAttributes)), identity.privateKeyPem);

  const signedAttributes = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, sortedAttributes);
  const signerInfo = seq([
    integer(1),
    seq([issuer, serialNumber]),
    seq([oid(OID.sha256), nullValue()]),
    signedAttributes,
    seq([oid(OID.sha256WithRsa), nullValue()]),
    octets(signature),
  ]);
  const certificates = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    certificate,
    ...identity.chainDer.map(fromDer),
  ]);
  const signedData = seq([
    integer(1),
    set([seq([oid(OID.sha256), nullValue()])]),
    seq([oid(OID.data)]),
    certificates,
    set([signerInfo]),
  ]);
  return toDer(seq([oid(OID.signedData), explicit(0, [signedData])]));
}

function attribute(type: string, value: Node): Node {
  return seq([oid(type), set([value])]);
}

/** RFC 5652: UTCTime for years 1950–2049, GeneralizedTime otherwise. */
function utcOrGeneralizedTime(date: Date): Node {
  const year = date.getUTCFullYear();
  if (year >= 1950 && year < 2050) return asn1.create(U, T.UTCTIME, false, asn1.dateToUtcTime(date));
  return asn1.create(U, T.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(date));
}

/** The issuer Name and serial INTEGER exactly as encoded inside the certificate. */
function issuerAndSerial(certificate: Node): { issuer: Node; serialNumber: Node } {
  const tbs = childAt(certificate, 0);
  // tbsCertificate starts with an optional [0] EXPLICIT version.
  const first = childAt(tbs, 0);
  const offset = first.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serialNumber: childAt(tbs, offset), issuer: childAt(tbs, offset + 2) };
}

function childAt(node: Node, index: number): Node {
  const children = node.value;
  const child = Array.isArray(children) ? children[index] : undefined;
  if (!child) throw new Error('The signing certificate is not a well-formed X.509 certificate.');
  return child;
}

/** ESSCertIDv2 with the default hash (SHA-256, so hashAlgorithm is omitted) and issuerSerial. */
function signingCertificateV2(certificateDer: Buffer, issuer: Node, serialNumber: Node): Node {
  const certHash = createHash('sha256').update(certificateDer).digest();
  const generalNames = seq([explicit(4, [issuer])]);
  const essCertIdV2 = seq([octets(certHash), seq([generalNames, serialNumber])]);
  return seq([seq([essCertIdV2])]);
}
