import { lazyWorkerPool, WorkerLimitError, workerScript } from '../workers/worker-pool.ts';
import { type DocumentText, DocumentTextError } from './document-text.types.ts';
import type { DocumentTextOutcome } from './document-text.worker.ts';

/**
 * One thread reads uploaded documents, with a 512 MB heap and 60 s per file (a 20 MB, 500-page
 * filing takes a few seconds); eight more files may wait, and beyond that the caller is told the
 * server is busy (503). A file that outgrows the heap or the time ends its thread only.
 */
const documentTextPool = lazyWorkerPool<Uint8Array, DocumentTextOutcome>({
  name: 'document text',
  script: workerScript(import.meta.url, 'document-text'),
  size: 1,
  maxQueue: 8,
  maxOldGenerationSizeMb: 512,
  timeoutMs: 60_000,
});

/**
 * The text of an uploaded PDF or DOCX, read in a worker thread so that a heavy or hostile file
 * never blocks the event loop. Throws DocumentTextError (unsupported, encrypted, unreadable, too
 * many pages, or too complex: the worker's heap or time ran out).
 */
export async function readDocumentText(bytes: Uint8Array): Promise<DocumentText> {
  const copy = new Uint8Array(bytes);
  let outcome: DocumentTextOutcome;
  try {
    outcome = await documentTextPool().run(copy, [copy.buffer]);
  } catch (error) {
    if (!(error instanceof WorkerLimitError)) throw error;
    throw new DocumentTextError(
      'unreadable',
      error.limit === 'crash' ? 'The file could not be read.' : 'The file is too complex to read.',
    );
  }
  if (!outcome.ok) throw new DocumentTextError(outcome.reason, outcome.message);
  return outcome.document;
}
