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
 * The CPU-heavy steps of a PAdES signature, run in the signing thread (pades.worker.ts); the server
 * calls them through pades-signer.ts.
 *
 * First half: appends the field and placeholder as an incremental update and returns the digest
 * to sign.
 */
export async function prepareSignature(
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

export interface SignPdfOptions extends SignatureFieldOptions {
  readonly identity: SigningIdentity;
}

/** Prepare, sign the digest with an identity we hold, embed. */
export async function signWithIdentity(pdf: Buffer, options: SignPdfOptions): Promise<Buffer> {
  const { identity, ...fieldOptions } = options;
  const signingTime = fieldOptions.signingTime ?? new Date();
  const prepared = await prepareSignature(pdf, { ...fieldOptions, signingTime });
  const cms = buildCmsSignedData({ digest: prepared.byteRangeDigest, identity, signingTime });
  return embedCms(prepared.preparedPdf, findLastPlaceholder(prepared.preparedPdf), cms);
}
