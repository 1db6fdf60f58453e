import { truncateCodePoints } from '@lexi/shared/validation/safe-text';

/** The unsigned CCA eSign API 2.1 request for one document hash (OTP authentication, PKCS#7 answer). */
export interface EsignRequestInput {
  readonly aspId: string;
  readonly transactionId: string;
  readonly responseUrl: string;
  readonly digestHex: string;
  readonly documentName: string;
  readonly now: Date;
}

/** docInfo is shown to the signer by the ESP; keep it short. */
const DOC_INFO_MAX = 100;

export function escapeXmlAttribute(value: string): string {
  return value.replace(
    /[&<>"'\r\n\t]/g,
    (c) =>
      ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&apos;',
        '\r': '&#13;',
        '\n': '&#10;',
        '\t': '&#9;',
      })[c] ?? c,
  );
}

/** `ts` as the API wants it: local Indian time (UTC+05:30), YYYY-MM-DDThh:mm:ss. */
export function istTimestamp(date: Date): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19);
}

export function buildEsignRequestXml(input: EsignRequestInput): string {
  if (!/^[0-9a-f]{64}$/.test(input.digestHex)) throw new Error('The document hash must be SHA-256 in hex.');
  const a = escapeXmlAttribute;
  const docInfo = truncateCodePoints(input.documentName, DOC_INFO_MAX);
  return (
    `<Esign ver="2.1" sc="Y" ts="${istTimestamp(input.now)}" txn="${a(input.transactionId)}" ekycId="" ekycIdType="A"` +
    ` aspId="${a(input.aspId)}" AuthMode="1" responseSigType="pkcs7" responseUrl="${a(input.responseUrl)}">` +
    `<Docs><InputHash id="1" hashAlgorithm="SHA256" docInfo="${a(docInfo)}">${input.digestHex}</InputHash></Docs>` +
    '</Esign>'
  );
}
