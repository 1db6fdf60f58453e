import { verify, X509Certificate } from 'node:crypto';

/**
 * Checks that a PKCS#7 / CMS SignedData an eSign provider returned really signs the digest LeXi
 * sent: its messageDigest attribute equals the digest, and the signature over the signed
 * attributes verifies with the signer's certificate carried in the CMS. Reads the structure with
 * its own small BER reader (ESPs built on BouncyCastle may use indefinite lengths), because the
 * signature covers the signed attributes' exact bytes, which a decode/re-encode could change.
 */
const OID = {
  signedData: '1.2.840.113549.1.7.2',
  messageDigest: '1.2.840.113549.1.9.4',
  sha256: '2.16.840.1.101.3.4.2.1',
} as const;

interface Tlv {
  readonly tag: number;
  readonly start: number;
  readonly contentStart: number;
  readonly contentEnd: number;
  readonly end: number;
  readonly children: readonly Tlv[];
}

export class CmsCheckError extends Error {}

function fail(reason: string): never {
  throw new CmsCheckError(reason);
}

function readTlv(der: Buffer, start: number, limit: number, depth = 0): Tlv {
  if (depth > 40) fail('The signature is nested too deeply.');
  if (start + 2 > limit) fail('The signature is truncated.');
  const tag = der[start] ?? 0;
  if ((tag & 0x1f) === 0x1f) fail('The signature uses a high tag number, which CMS never needs.');
  let at = start + 1;
  const first = der[at++] ?? 0;
  let length = -1;
  if (first < 0x80) length = first;
  else if (first > 0x80) {
    const bytes = first & 0x7f;
    if (bytes > 4 || at + bytes > limit) fail('The signature has an invalid length.');
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + (der[at++] ?? 0);
  }
  const constructed = (tag & 0x20) !== 0;
  const children: Tlv[] = [];
  if (length < 0) {
    if (!constructed) fail('The signature has an indefinite length on a primitive value.');
    let child = at;
    while (!(der[child] === 0 && der[child + 1] === 0)) {
      const next = readTlv(der, child, limit, depth + 1);
      children.push(next);
      child = next.end;
      if (child + 2 > limit) fail('The signature is truncated.');
    }
    return { tag, start, contentStart: at, contentEnd: child, end: child + 2, children };
  }
  const contentEnd = at + length;
  if (contentEnd > limit) fail('The signature is truncated.');
  if (constructed) {
    for (let child = at; child < contentEnd; ) {
      const next = readTlv(der, child, contentEnd, depth + 1);
      children.push(next);
      child = next.end;
    }
  }
  return { tag, start, contentStart: at, contentEnd, end: contentEnd, children };
}

function child(node: Tlv | undefined, index: number): Tlv {
  const found = node?.children[index];
  if (!found) fail('The signature is not a CMS SignedData.');
  return found;
}

function decodeOid(der: Buffer, node: Tlv): string {
  if (node.tag !== 0x06) fail('The signature is not a CMS SignedData.');
  const bytes = der.subarray(node.contentStart, node.contentEnd);
  const parts: number[] = [];
  let value = 0;
  for (const byte of bytes) {
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) {
      if (parts.length === 0)
        parts.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
      else parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

/** An INTEGER's value as upper-case hex without leading zero bytes (as X509Certificate.serialNumber). */
function integerHex(der: Buffer, node: Tlv): string {
  let bytes = der.subarray(node.contentStart, node.contentEnd);
  while (bytes.length > 1 && bytes[0] === 0) bytes = bytes.subarray(1);
  return bytes.toString('hex').toUpperCase();
}

function normalSerial(serial: string): string {
  return serial.toUpperCase().replace(/^(00)+(?=.)/, '');
}

export interface CmsCheckResult {
  /** The signer's certificate, as the CMS carries it. */
  readonly signerCertificate: X509Certificate;
}

/** Throws a CmsCheckError with a sentence when the CMS does not sign `digest` (SHA-256). */
export function checkCmsSignsDigest(cmsDer: Buffer, digest: Buffer): CmsCheckResult {
  const root = readTlv(cmsDer, 0, cmsDer.length);
  if (root.end !== cmsDer.length && cmsDer.subarray(root.end).some((b) => b !== 0)) {
    fail('The signature has bytes after its end.');
  }
  if (decodeOid(cmsDer, child(root, 0)) !== OID.signedData) fail('The signature is not a CMS SignedData.');
  const signedData = child(child(root, 1), 0);
  const parts = signedData.children;
  const certificates = parts.find((p) => p.tag === 0xa0);
  const signerInfos = parts[parts.length - 1];
  if (signerInfos?.tag !== 0x31 || signerInfos.children.length !== 1) {
    fail('The signature must hold exactly one signer.');
  }
  const signerInfo = child(signerInfos, 0);
  const sid = child(signerInfo, 1);
  if (sid.tag !== 0x30) fail('The signer is not named by issuer and serial number.');
  const serial = integerHex(cmsDer, child(sid, 1));
  if (decodeOid(cmsDer, child(child(signerInfo, 2), 0)) !== OID.sha256) {
    fail('The signature does not use SHA-256.');
  }
  const signedAttributes = child(signerInfo, 3);
  if (signedAttributes.tag !== 0xa0) fail('The signature has no signed attributes.');
  const signatureValue = signerInfo.children[signerInfo.children.length - 1];
  if (signatureValue?.tag !== 0x04) fail('The signature value is missing.');

  const messageDigest = signedAttributes.children.find(
    (attribute) => decodeOid(cmsDer, child(attribute, 0)) === OID.messageDigest,
  );
  if (!messageDigest) fail('The signature has no messageDigest attribute.');
  const digestValue = child(child(messageDigest, 1), 0);
  const signedDigest = cmsDer.subarray(digestValue.contentStart, digestValue.contentEnd);
  if (!signedDigest.equals(digest)) fail('The signature is for a different document digest.');

  const certificate = (certificates?.children ?? [])
    .filter((node) => node.tag === 0x30)
    .map((node) => {
      try {
        return new X509Certificate(cmsDer.subarray(node.start, node.end));
      } catch {
        return null;
      }
    })
    .find((x509) => x509 && normalSerial(x509.serialNumber) === serial);
  if (!certificate) fail("The signature does not carry the signer's certificate.");

  // The signature covers the DER of the attributes as a SET OF: same bytes, tag 0x31 instead of [0].
  if (signedAttributes.contentEnd !== signedAttributes.end) fail('The signed attributes are not DER.');
  const attributesDer = Buffer.from(cmsDer.subarray(signedAttributes.start, signedAttributes.end));
  attributesDer[0] = 0x31;
  const signature = cmsDer.subarray(signatureValue.contentStart, signatureValue.contentEnd);
  let valid = false;
  try {
    valid = verify('sha256', attributesDer, certificate.publicKey, signature);
  } catch {
    valid = false;
  }
  if (!valid) fail("The signature does not verify with the signer's certificate.");
  return { signerCertificate: certificate };
}
