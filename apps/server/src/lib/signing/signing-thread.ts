import { asBuffer } from '../workers/as-buffer.ts';
import { THREADS_BESIDE_THE_LOOP } from '../workers/cores.ts';
import { lazyWorkerPool, workerScript } from '../workers/worker-pool.ts';
import type { SigningTask, SigningTaskOutput } from './pades.worker.ts';

/**
 * One signing thread per core but one (one on two cores: the event loop and the database keep
 * theirs), with a 256 MB heap and 60 s per task; 16 more tasks may wait, and beyond that the call
 * is answered 503 "busy" at once. An idle thread exits after 30 s.
 */
const signingPool = lazyWorkerPool<SigningTask, SigningTaskOutput>({
  name: 'signing',
  script: workerScript(import.meta.url, 'pades'),
  size: THREADS_BESIDE_THE_LOOP,
  maxQueue: 16,
  maxOldGenerationSizeMb: 256,
  timeoutMs: 60_000,
});

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
