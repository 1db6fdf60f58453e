import { availableParallelism } from 'node:os';
import { asBuffer } from '../workers/as-buffer.ts';
import { createWorkerPool, type WorkerPool, workerScript } from '../workers/worker-pool.ts';
import type { PdfTask, PdfTaskOutput } from './pdf.worker.ts';
import { reportMissingCharacter } from './text/missing-characters.ts';

/**
 * One PDF thread per core but one (one on two cores: the event loop and the database keep theirs),
 * with a 256 MB heap and 60 s per task; 16 more tasks may wait, and beyond that the call is
 * answered 503 "busy" at once. The thread keeps its fonts loaded while it is used, and exits after
 * 30 s idle.
 */
let pool: WorkerPool<PdfTask, PdfTaskOutput> | undefined;
function pdfPool() {
  pool ??= createWorkerPool<PdfTask, PdfTaskOutput>({
    name: 'pdf',
    script: workerScript(import.meta.url, 'pdf'),
    size: Math.max(1, availableParallelism() - 1),
    maxQueue: 16,
    maxOldGenerationSizeMb: 256,
    timeoutMs: 60_000,
  });
  return pool;
}

/** Runs a PDF task in the PDF thread and answers its bytes; callers only await it. */
export async function runPdfTask(task: PdfTask): Promise<Buffer> {
  const { pdf, missing } = await pdfPool().run(task);
  for (const codePoint of missing) reportMissingCharacter(codePoint);
  return asBuffer(pdf);
}
