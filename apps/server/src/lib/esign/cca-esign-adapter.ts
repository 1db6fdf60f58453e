import { X509Certificate } from 'node:crypto';
import type { SigningIdentity } from '../signing/signing-identity.ts';
import type { EsignCompletion, EsignProvider } from './esign-provider.ts';
import { buildEsignRequestXml } from './request-xml.ts';
import { EsignResponseError, readEsignResponse } from './response-xml.ts';
import {
  parseXml,
  signEnveloped,
  verifyEnveloped,
  XmlParseError,
  XmlSignatureError,
} from './xml-signature.ts';

export interface CcaEsignOptions {
  /** The ESP's eSign endpoint; the browser posts the request there. */
  readonly espUrl: string;
  readonly aspId: string;
  /** The ASP's signing key and certificate (ASP_P12): signs every request. */
  readonly asp: SigningIdentity;
  /** The ESP's certificate (ESP_CERT, PEM): when set, every answer must be signed with it. */
  readonly espCertificatePem?: string;
}

const TRY_AGAIN = 'Nothing was signed; start signing again from LeXi.';

/**
 * The signer's sentence for an ESP error. ESPs word and number their errors differently, so the
 * common cases are recognised by their text and every other one keeps the ESP's own words.
 */
export function espErrorSentence(errCode: string, errMsg: string): string {
  const said = `${errMsg} ${errCode}`;
  if (/cancel/i.test(said)) return `You cancelled signing at the eSign provider. ${TRY_AGAIN}`;
  if (/otp/i.test(said)) return `The eSign provider did not accept the Aadhaar one-time code. ${TRY_AGAIN}`;
  if (/expire|time.?out/i.test(said))
    return `The eSign request expired before it was completed. ${TRY_AGAIN}`;
  if (/aadhaa?r|uid|vid/i.test(said)) {
    return `The eSign provider could not verify the Aadhaar details (${errMsg || errCode}). ${TRY_AGAIN}`;
  }
  const detail = errMsg && errMsg !== 'NA' ? `${errMsg} (code ${errCode})` : `code ${errCode}`;
  return `The eSign provider could not sign the document: ${detail}. ${TRY_AGAIN}`;
}

function certificatePem(der: Buffer): string {
  return new X509Certificate(der).toString();
}

/** The HTTP adapter for a real eSign Service Provider (CCA eSign API 2.1, OTP, PKCS#7 answers). */
export function createCcaEsignAdapter(options: CcaEsignOptions): EsignProvider {
  const aspKey = {
    privateKeyPem: options.asp.privateKeyPem,
    certificatePem: certificatePem(options.asp.certificateDer),
  };
  return {
    name: 'cca',
    verifiesSigner: true,
    async begin(input) {
      const request = buildEsignRequestXml({
        aspId: options.aspId,
        transactionId: input.transactionId,
        responseUrl: input.responseUrl,
        digestHex: input.byteRangeDigestHex,
        documentName: input.documentName,
        now: input.now ?? new Date(),
      });
      return {
        kind: 'autopost',
        action: options.espUrl,
        fields: {
          eSignRequest: signEnveloped(request, aspKey),
          aspTxnID: input.transactionId,
          'Content-Type': 'application/xml',
        },
      };
    },
    async complete(body): Promise<EsignCompletion> {
      const xml = body.eSignResponse?.trim();
      const invalid = (reason: string): EsignCompletion => ({
        ok: false,
        transactionId: null,
        code: 'esign.response_invalid',
        message: `The eSign provider's answer could not be read. ${TRY_AGAIN}`,
        providerMessage: reason,
      });
      if (!xml) return invalid('No eSignResponse field was posted.');
      let document: Document;
      try {
        document = options.espCertificatePem
          ? verifyEnveloped(xml, options.espCertificatePem)
          : parseXml(xml);
      } catch (error) {
        if (error instanceof XmlParseError) return invalid(error.message);
        if (!(error instanceof XmlSignatureError)) throw error;
        return {
          ok: false,
          transactionId: null,
          code: 'esign.response_forged',
          message: `The eSign provider's answer failed its signature check, so LeXi did not accept it. ${TRY_AGAIN}`,
          providerMessage: error.message,
        };
      }
      try {
        const response = readEsignResponse(document);
        if (response.status === 'signed') {
          return { ok: true, transactionId: response.txn, cmsDer: response.docSignature };
        }
        return {
          ok: false,
          transactionId: response.txn,
          code: 'esign.provider_error',
          message: espErrorSentence(response.errCode, response.errMsg),
          providerCode: response.errCode,
          providerMessage: response.errMsg,
        };
      } catch (error) {
        if (!(error instanceof EsignResponseError)) throw error;
        return invalid(error.message);
      }
    },
  };
}
