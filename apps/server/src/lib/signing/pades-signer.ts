import { buildCmsSignedData } from './cms-signed-data.ts';
import { updateIncrementally } from './incremental-update.ts';
import { addSignatureField, type SignatureFieldOptions } from './signature-field.ts';
import { byteRangeDigest, embedCms, fillByteRange, findLastPlaceholder } from './signature-placeholder.ts';
import type { SigningIdentity } from './signing-identity.ts';

export interface PreparedForSignature {
  /** The input plus an incremental update holding the signature field and an empty /Contents. */
  readonly preparedPdf: Buffer;
  /** SHA-256 of the bytes the signature covers: what an eSign Service Provider signs. */
  readonly byteRangeDigest: Buffer;
}

/**
 * First half of a PAdES signature: appends the field and placeholder as an incremental update and
 * returns the digest to sign. The CCA eSign API 2.1 flow sends this digest to the ESP.
 */
export async function prepareForExternalSignature(
  pdf: Buffer,
  fieldOptions: SignatureFieldOptions = {},
): Promise<PreparedForSignature> {
  const update = await updateIncrementally(pdf, (document) => addSignatureField(document, fieldOptions));
  const where = update.written.get(update.value.tag);
  if (!where) throw new Error('The signature dictionary was not written.');
  const preparedPdf = update.pdf;
  const placeholder = fillByteRange(preparedPdf, where.start, where.end);
  return { preparedPdf, byteRangeDigest: byteRangeDigest(preparedPdf, placeholder.byteRange) };
}

/** Second half: puts a detached CMS (PKCS#7) for the prepared digest into /Contents. */
export function embedExternalSignature(preparedPdf: Buffer, cmsDer: Buffer): Buffer {
  return embedCms(preparedPdf, findLastPlaceholder(preparedPdf), cmsDer);
}

export interface SignPdfOptions extends SignatureFieldOptions {
  readonly identity: SigningIdentity;
}

/**
 * Signs with an identity we hold (a signer certificate from the local CA, or the platform seal):
 * prepare, sign the digest, embed. Earlier signatures stay valid because the input is untouched.
 */
export async function signPdf(pdf: Buffer, options: SignPdfOptions): Promise<Buffer> {
  const { identity, ...fieldOptions } = options;
  const signingTime = fieldOptions.signingTime ?? new Date();
  const prepared = await prepareForExternalSignature(pdf, { ...fieldOptions, signingTime });
  const cms = buildCmsSignedData({ digest: prepared.byteRangeDigest, identity, signingTime });
  return embedExternalSignature(prepared.preparedPdf, cms);
}
