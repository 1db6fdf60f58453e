import { asBuffer } from '../workers/as-buffer.ts';
import { THREADS_BESIDE_THE_LOOP } from '../workers/cores.ts';
import { lazyWorkerPool, WorkerLimitError, workerScript } from '../workers/worker-pool.ts';
import type { PdfTask, PdfTaskOutput } from './pdf.worker.ts';
import type { readPages } from './pdf-pages.ts';
import { reportMissingCharacter } from './text/missing-characters.ts';

/**
 * One PDF thread per core but one (one on two cores: the event loop and the database keep theirs),
 * with a 512 MB heap (a 20 MB upload to read) and 60 s per task; 16 more tasks may wait, and beyond that the call is
 * answered 503 "busy" at once. The thread keeps its fonts loaded while it is used, and exits after
 * 30 s idle.
 */
const pdfPool = lazyWorkerPool<PdfTask, PdfTaskOutput>({
  name: 'pdf',
  script: workerScript(import.meta.url, 'pdf'),
  size: THREADS_BESIDE_THE_LOOP,
  maxQueue: 16,
  maxOldGenerationSizeMb: 512,
  timeoutMs: 60_000,
});

/** Lays out a PDF in the PDF thread and answers its bytes; callers only await it. */
export async function renderInPdfThread(task: Extract<PdfTask, { kind: 'html' }>): Promise<Buffer> {
  const output = await pdfPool().run(task);
  if (output.kind !== 'pdf') throw new Error('The PDF thread answered the wrong task.');
  for (const codePoint of output.missing) reportMissingCharacter(codePoint);
  return asBuffer(output.pdf);
}

/** Reads an upload's pages in the PDF thread; a file that breaks the thread's limits is unreadable. */
export async function inspectInPdfThread(pdf: Buffer): Promise<Awaited<ReturnType<typeof readPages>>> {
  try {
    const output = await pdfPool().run({ kind: 'inspect', pdf });
    if (output.kind !== 'inspected') throw new Error('The PDF thread answered the wrong task.');
    return output.answer;
  } catch (error) {
    if (error instanceof WorkerLimitError && error.limit !== 'crash') return 'unreadable';
    throw error;
  }
}
