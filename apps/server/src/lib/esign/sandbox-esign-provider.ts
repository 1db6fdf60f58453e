import { buildCmsSignedData } from '../signing/cms-signed-data.ts';
import type { SigningKeys } from '../signing/signing-keys.ts';
import type { EsignProvider } from './esign-provider.ts';

/** The sandbox signer certificate lives just long enough for the signature to be made and checked. */
const SIGNER_CERTIFICATE_MINUTES = 15;

/**
 * The embedded default: no ESP, no Aadhaar. LeXi's session pages have already checked the signer
 * (consent, name and last four digits, a one-time code to the email); `begin` then signs the
 * digest at once with a short-lived certificate the local CA issues to the signer's name.
 */
export function createSandboxEsignProvider(signing: SigningKeys): EsignProvider {
  return {
    name: 'sandbox',
    verifiesSigner: false,
    async begin(input) {
      const now = input.now ?? new Date();
      const ca = await signing.certificateAuthority();
      const identity = ca.issueSignerCertificate({
        commonName: input.signerHint.name,
        email: input.signerHint.email,
        validityMinutes: SIGNER_CERTIFICATE_MINUTES,
      });
      const digest = Buffer.from(input.byteRangeDigestHex, 'hex');
      return { kind: 'signed', cmsDer: buildCmsSignedData({ digest, identity, signingTime: now }) };
    },
    async complete() {
      return {
        ok: false,
        transactionId: null,
        code: 'esign.no_callback',
        message: 'The built-in sandbox signs at once and never answers through the eSign callback.',
      };
    },
  };
}
