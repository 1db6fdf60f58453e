/**
 * Who signs: a private key and the certificate chain that names it. Certificates travel as DER so
 * that their exact bytes (hashed into ESS signing-certificate-v2) never get re-encoded.
 */
export interface SigningIdentity {
  /** PKCS#8 or PKCS#1 PEM of an RSA private key. */
  readonly privateKeyPem: string;
  /** The signer's own certificate, DER. */
  readonly certificateDer: Buffer;
  /** Issuers up to (and including) the root, DER, nearest first; embedded in the CMS for validators. */
  readonly chainDer: readonly Buffer[];
}
