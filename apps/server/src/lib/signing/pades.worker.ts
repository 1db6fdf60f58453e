import { addCertificatePages, type CertificateOfCompletion } from '../pdf/certificate-page.ts';
import { asBuffer } from '../workers/as-buffer.ts';
import { updateIncrementally } from './incremental-update.ts';
import {
  type PreparedForSignature,
  prepareSignature,
  type SignPdfOptions,
  signWithIdentity,
} from './pades-steps.ts';
import type { SignatureFieldOptions } from './signature-field.ts';
import type { SigningIdentity } from './signing-identity.ts';

/**
 * The signing thread's task module (see signing-thread.ts): the PDF-heavy steps of a PAdES
 * signature and of the certificate page before the seal, off the event loop. Buffers arrive as
 * plain Uint8Arrays (a structured clone keeps no class), so they are seen as Buffers again.
 */
export type SigningTask =
  | { kind: 'prepare'; pdf: Uint8Array; fieldOptions: SignatureFieldOptions }
  | { kind: 'sign'; pdf: Uint8Array; options: SignPdfOptions }
  | { kind: 'certify'; pdf: Uint8Array; certificate: CertificateOfCompletion };
export type SigningTaskOutput =
  | { kind: 'prepared'; prepared: PreparedForSignature }
  | { kind: 'pdf'; pdf: Buffer };

function identityOf(identity: SigningIdentity): SigningIdentity {
  return {
    privateKeyPem: identity.privateKeyPem,
    certificateDer: asBuffer(identity.certificateDer),
    chainDer: identity.chainDer.map(asBuffer),
  };
}

export default async function signingTask(task: SigningTask): Promise<SigningTaskOutput> {
  switch (task.kind) {
    case 'prepare':
      return { kind: 'prepared', prepared: await prepareSignature(asBuffer(task.pdf), task.fieldOptions) };
    case 'certify': {
      const update = await updateIncrementally(asBuffer(task.pdf), (document) =>
        addCertificatePages(document, task.certificate),
      );
      return { kind: 'pdf', pdf: update.pdf };
    }
    case 'sign': {
      const options = { ...task.options, identity: identityOf(task.options.identity) };
      return { kind: 'pdf', pdf: await signWithIdentity(asBuffer(task.pdf), options) };
    }
  }
}
