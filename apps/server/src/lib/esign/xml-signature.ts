import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

/** Enveloped XML signatures as the CCA eSign API uses them: RSA-SHA256, exclusive c14n, URI="". */
const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** The XML cannot be read at all. */
export class XmlParseError extends Error {}
/** The XML reads, but its signature is missing, misplaced or does not verify. */
export class XmlSignatureError extends Error {}

/** Parses XML strictly: a warning or error is a refusal, and so is any DOCTYPE (entity tricks). */
export function parseXml(xml: string): Document {
  if (/<!DOCTYPE/i.test(xml)) throw new XmlParseError('The XML carries a DOCTYPE, which is not allowed.');
  const problems: string[] = [];
  const record = (message: string) => void problems.push(message);
  const document = new DOMParser({
    errorHandler: { warning: record, error: record, fatalError: record },
  }).parseFromString(xml, 'text/xml');
  if (problems.length > 0 || !document.documentElement) {
    throw new XmlParseError(`The XML cannot be parsed: ${problems[0] ?? 'no root element'}`);
  }
  return document as unknown as Document;
}

/** Appends an enveloped signature over the whole document to its root element. */
export function signEnveloped(
  xml: string,
  key: { readonly privateKeyPem: string; readonly certificatePem: string },
): string {
  const signature = new SignedXml({
    privateKey: key.privateKeyPem,
    publicCert: key.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
  });
  signature.addReference({
    xpath: '/*',
    transforms: [ENVELOPED, EXC_C14N],
    digestAlgorithm: SHA256,
    isEmptyUri: true,
  });
  signature.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return signature.getSignedXml();
}

/**
 * Verifies an enveloped signature with the given certificate (never with a certificate the XML
 * carries) and returns the parsed document. Against signature wrapping: exactly one Signature, a
 * child of the root, with exactly one reference, URI="" (the whole document).
 */
export function verifyEnveloped(xml: string, certificatePem: string): Document {
  const document = parseXml(xml);
  const signatures = Array.from(document.getElementsByTagNameNS(DSIG_NS, 'Signature'));
  const [node] = signatures;
  if (!node || signatures.length !== 1)
    throw new XmlSignatureError('The XML must carry exactly one signature.');
  if (node.parentNode !== document.documentElement) {
    throw new XmlSignatureError('The XML signature must be a child of the root element.');
  }
  const signature = new SignedXml({ publicCert: certificatePem });
  let valid = false;
  try {
    signature.loadSignature(node);
    const references = signature.getReferences();
    if (references.length !== 1 || (references[0]?.uri ?? '') !== '') {
      throw new XmlSignatureError('The XML signature must cover the whole document (one reference, URI="").');
    }
    valid = signature.checkSignature(xml);
  } catch (error) {
    if (error instanceof XmlSignatureError) throw error;
    valid = false;
  }
  if (!valid) throw new XmlSignatureError('The XML signature does not verify.');
  return document;
}
