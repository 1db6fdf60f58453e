import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import type { SigningIdentity } from './signing-identity.ts';
import { certificateToDer } from './x509-builder.ts';

const OID_KEY_BAG = '1.2.840.113549.1.12.10.1.1';
const OID_SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const OID_CERT_BAG = '1.2.840.113549.1.12.10.1.3';

function bagsOf(bundle: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] {
  return bundle.getBags({ bagType })[bagType] ?? [];
}

/**
 * Reads a PKCS#12 bundle into a signing identity. Every failure says what is wrong in words an
 * operator can act on, because the server refuses to start with it and prints this message.
 */
export function readPkcs12Identity(
  p12: Buffer,
  password: string,
  source: string,
  options: { now?: Date; passwordVariable?: string } = {},
): SigningIdentity {
  const now = options.now ?? new Date();
  const passwordVariable = options.passwordVariable ?? 'SIGNING_P12_PASSWORD';
  if (p12.length === 0) throw new Error(`The signing certificate ${source} is empty.`);

  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(p12.toString('binary'));
  } catch {
    throw new Error(
      `The signing certificate ${source} is not a PKCS#12 (.p12/.pfx) file: it cannot be parsed.`,
    );
  }

  let bundle: forge.pkcs12.Pkcs12Pfx;
  try {
    bundle = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/MAC could not be verified|Invalid password/i.test(reason)) {
      throw new Error(
        `The password for the signing certificate ${source} is wrong (set ${passwordVariable} to the password it was exported with).`,
      );
    }
    throw new Error(`The signing certificate ${source} cannot be read as PKCS#12: ${reason}`);
  }

  const keyBags = [...bagsOf(bundle, OID_SHROUDED_KEY_BAG), ...bagsOf(bundle, OID_KEY_BAG)];
  const certBags = bagsOf(bundle, OID_CERT_BAG);
  const key = keyBags.find((bag) => bag.key)?.key;
  if (!key) throw new Error(`The signing certificate ${source} holds no RSA private key.`);
  const certificates = certBags.flatMap((bag) => (bag.cert ? [certificateToDer(bag.cert)] : []));
  if (certificates.length === 0) throw new Error(`The signing certificate ${source} holds no certificate.`);

  const privateKeyPem = forge.pki.privateKeyToPem(key);
  const publicKeyDer = createPublicKey(createPrivateKey(privateKeyPem)).export({
    type: 'spki',
    format: 'der',
  });
  const parsed = certificates.map((der) => ({ der, x509: new X509Certificate(der) }));
  const own = parsed.find(({ x509 }) =>
    x509.publicKey.export({ type: 'spki', format: 'der' }).equals(publicKeyDer),
  );
  if (!own)
    throw new Error(`The signing certificate ${source} does not contain the certificate of its private key.`);

  const notBefore = new Date(own.x509.validFrom);
  const notAfter = new Date(own.x509.validTo);
  if (now < notBefore) {
    throw new Error(`The signing certificate ${source} is not valid before ${notBefore.toISOString()}.`);
  }
  if (now > notAfter) {
    throw new Error(`The signing certificate ${source} expired on ${notAfter.toISOString()}; renew it.`);
  }

  return {
    privateKeyPem,
    certificateDer: own.der,
    chainDer: parsed.filter((entry) => entry !== own).map(({ der }) => der),
  };
}
