import type { PreparedForSignature, SignPdfOptions } from './pades-steps.ts';
import type { SignatureFieldOptions } from './signature-field.ts';
import { embedCms, findLastPlaceholder } from './signature-placeholder.ts';
import { runSigningTask } from './signing-thread.ts';

export type { PreparedForSignature, SignPdfOptions } from './pades-steps.ts';

/**
 * First half of a PAdES signature: appends the field and placeholder as an incremental update and
 * returns the digest to sign. The CCA eSign API 2.1 flow sends this digest to the ESP. Runs in the
 * signing thread (loading and rewriting the PDF, drawing the visible signature).
 */
export async function prepareForExternalSignature(
  pdf: Buffer,
  fieldOptions: SignatureFieldOptions = {},
): Promise<PreparedForSignature> {
  const output = await runSigningTask({ kind: 'prepare', pdf, fieldOptions });
  if (output.kind !== 'prepared') throw new Error('The signing thread answered the wrong task.');
  return output.prepared;
}

/** Second half: puts a detached CMS (PKCS#7) for the prepared digest into /Contents. */
export function embedExternalSignature(preparedPdf: Buffer, cmsDer: Buffer): Buffer {
  return embedCms(preparedPdf, findLastPlaceholder(preparedPdf), cmsDer);
}

/**
 * Signs with an identity we hold (a signer certificate from the local CA, or the platform seal):
 * prepare, sign the digest, embed — in the signing thread. Earlier signatures stay valid because
 * the input is untouched.
 */
export async function signPdf(pdf: Buffer, options: SignPdfOptions): Promise<Buffer> {
  const signingTime = options.signingTime ?? new Date();
  const output = await runSigningTask({ kind: 'sign', pdf, options: { ...options, signingTime } });
  if (output.kind !== 'pdf') throw new Error('The signing thread answered the wrong task.');
  return output.pdf;
}
