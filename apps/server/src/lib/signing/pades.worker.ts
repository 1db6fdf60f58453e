import { asBuffer } from '../workers/as-buffer.ts';
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
 * signature, off the event loop. Buffers arrive as plain Uint8Arrays (a structured clone keeps no
 * class), so they are seen as Buffers again before use.
 */
export type SigningTask =
  | { kind: 'prepare'; pdf: Uint8Array; fieldOptions: SignatureFieldOptions }
  | { kind: 'sign'; pdf: Uint8Array; options: SignPdfOptions };
export type SigningTaskOutput =
  | { kind: 'prepared'; prepared: PreparedForSignature }
  | { kind: 'signed'; pdf: Buffer };

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
    case 'sign': {
      const options = { ...task.options, identity: identityOf(task.options.identity) };
      return { kind: 'signed', pdf: await signWithIdentity(asBuffer(task.pdf), options) };
    }
  }
}
