import type { CertificateOfCompletion } from '../pdf/certificate-page.ts';
import { runSigningTask } from './signing-thread.ts';

/**
 * The document with its certificate of completion appended as an incremental update (earlier
 * signatures stay valid), made in the signing thread: laying the page out, the QR code and the
 * fonts never stall the event loop.
 */
export async function appendCertificateIncrementally(
  pdf: Buffer,
  certificate: CertificateOfCompletion,
): Promise<Buffer> {
  const output = await runSigningTask({ kind: 'certify', pdf, certificate });
  if (output.kind !== 'pdf') throw new Error('The signing thread answered the wrong task.');
  return output.pdf;
}
