import { documentText } from './document-text.ts';
import { type DocumentText, DocumentTextError, type DocumentTextFailure } from './document-text.types.ts';

export type DocumentTextOutcome =
  | { ok: true; document: DocumentText }
  | { ok: false; reason: DocumentTextFailure; message: string };

/**
 * The task of a document-text worker thread. A refusal comes back as a value: structured clone
 * keeps no error class, and the caller needs the reason to word its message.
 */
export default async function readDocumentTask(bytes: Uint8Array): Promise<DocumentTextOutcome> {
  try {
    return { ok: true, document: await documentText(bytes) };
  } catch (error) {
    if (error instanceof DocumentTextError)
      return { ok: false, reason: error.reason, message: error.message };
    return { ok: false, reason: 'unreadable', message: 'The file could not be read.' };
  }
}
