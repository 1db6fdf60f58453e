/**
 * How LeXi has a signer's Aadhaar eSign made: the CCA eSign API 2.1 flow. LeXi (the Application
 * Service Provider) hashes the PDF's signed byte ranges, asks the provider to sign that digest for
 * the signer, and embeds the PKCS#7 it gets back (lib/signing/pades-signer.ts).
 *
 * Two implementations: the built-in sandbox (the signer is checked by LeXi's own session pages,
 * then `begin` signs at once with a certificate of the local CA) and the CCA adapter for a real
 * eSign Service Provider (`begin` sends the signer's browser to the ESP, which checks the signer
 * and posts the answer to `responseUrl`, read by `complete`).
 */
export interface EsignBeginInput {
  /** Unique per request; the provider echoes it in its answer (`txn`). */
  readonly transactionId: string;
  /** Shown to the signer by the provider (`docInfo`). */
  readonly documentName: string;
  /** SHA-256 of the prepared PDF's signed byte ranges, lower-case hex. */
  readonly byteRangeDigestHex: string;
  /** What the signer typed into LeXi's form; the sandbox names its certificate after it. */
  readonly signerHint: { readonly name: string; readonly email: string; readonly idLastDigits: string };
  /** Where the provider posts its answer (the callback route). */
  readonly responseUrl: string;
  readonly now?: Date;
}

export type EsignStep =
  /** The provider signed at once (the sandbox, after LeXi's pages checked the signer). */
  | { readonly kind: 'signed'; readonly cmsDer: Buffer }
  /** Send the browser to this URL. */
  | { readonly kind: 'redirect'; readonly url: string }
  /** Post these form fields to `action` from the browser (a page that submits itself). */
  | { readonly kind: 'autopost'; readonly action: string; readonly fields: Readonly<Record<string, string>> };

export type EsignFailureCode =
  /** The answer is not a readable EsignResp. */
  | 'esign.response_invalid'
  /** The answer's XML signature is missing or does not verify with ESP_CERT. */
  | 'esign.response_forged'
  /** The provider answered status="0" (the signer cancelled, OTP failed, …). */
  | 'esign.provider_error'
  /** This provider never calls back (the sandbox). */
  | 'esign.no_callback';

export type EsignCompletion =
  | { readonly ok: true; readonly transactionId: string; readonly cmsDer: Buffer }
  | {
      readonly ok: false;
      /** The txn of the answer when it can be trusted (status="0" answers), else null. */
      readonly transactionId: string | null;
      readonly code: EsignFailureCode;
      /** A sentence for the signer. */
      readonly message: string;
      /** The provider's own code and text, for the audit log. */
      readonly providerCode?: string;
      readonly providerMessage?: string;
    };

export interface EsignProvider {
  readonly name: 'sandbox' | 'cca';
  /**
   * True when the provider checks the signer itself (a real ESP: Aadhaar OTP); false when LeXi's
   * session pages must check name, ID digits and a one-time code before `begin` (the sandbox).
   */
  readonly verifiesSigner: boolean;
  begin(input: EsignBeginInput): Promise<EsignStep>;
  /** Reads the provider's answer: the form fields posted to `responseUrl`. */
  complete(callbackBody: Readonly<Record<string, string>>): Promise<EsignCompletion>;
}
