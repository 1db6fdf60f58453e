import { availableParallelism } from 'node:os';
import { asBuffer } from '../workers/as-buffer.ts';
import { createWorkerPool, type WorkerPool, workerScript } from '../workers/worker-pool.ts';
import type { SigningTask, SigningTaskOutput } from './pades.worker.ts';

/**
 * One signing thread per core but one (one on two cores: the event loop and the database keep
 * theirs), with a 256 MB heap and 60 s per task; 16 more tasks may wait, and beyond that the call
 * is answered 503 "busy" at once. An idle thread exits after 30 s.
 */
let pool: WorkerPool<SigningTask, SigningTaskOutput> | undefined;
function signingPool() {
  pool ??= createWorkerPool<SigningTask, SigningTaskOutput>({
    name: 'signing',
    script: workerScript(import.meta.url, 'pades'),
    size: Math.max(1, availableParallelism() - 1),
    maxQueue: 16,
    maxOldGenerationSizeMb: 256,
    timeoutMs: 60_000,
  });
  return pool;
}

/** Runs a signing step in the signing thread; its buffers come back as Buffers. */
export async function runSigningTask(task: SigningTask): Promise<SigningTaskOutput> {
  const output = await signingPool().run(task);
  if (output.kind === 'pdf') return { kind: 'pdf', pdf: asBuffer(output.pdf) };
  const { preparedPdf, byteRangeDigest } = output.prepared;
  return {
    kind: 'prepared',
    prepared: { preparedPdf: asBuffer(preparedPdf), byteRangeDigest: asBuffer(byteRangeDigest) },
  };
}
