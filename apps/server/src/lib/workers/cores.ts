import { availableParallelism } from 'node:os';

/**
 * Threads (or slots) for work kept off the event loop: one per core but one, and one on two cores,
 * so that the event loop and the embedded database keep a core of their own.
 */
export const THREADS_BESIDE_THE_LOOP = Math.max(1, availableParallelism() - 1);
