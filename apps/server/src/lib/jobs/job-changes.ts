import type { Notifier } from '../notify/notifier.ts';
import { JOB_CHANGED_CHANNEL } from './job-queue.ts';

export type JobChanges = {
  /**
   * Resolves once the job may have changed since the last call resolved (its notification, or the
   * notification connection back after a loss), after `rereadMs` at the latest (a notification may
   * be lost), or when `signal` aborts. A change told while no one waits is kept: the next call
   * resolves at once.
   */
  next(rereadMs: number, signal: AbortSignal): Promise<void>;
  /** Stops hearing the job's notifications. */
  stop(): void;
};

/**
 * When to read one job's row again, for a reader that reads it in a loop of its own (an async
 * generator; watchJob is the same for a callback). Subscribe before the first read, so that a
 * change between that read and the first wait is not missed.
 */
export function jobChanges(notify: Notifier, jobId: string): JobChanges {
  let told = false;
  let wake: (() => void) | null = null;
  const stop = notify.subscribe(JOB_CHANGED_CHANNEL, (payload) => {
    if (payload !== null && payload !== jobId) return;
    told = true;
    wake?.();
  });
  return {
    next(rereadMs, signal) {
      if (told || signal.aborted) {
        told = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          wake = null;
          told = false;
          resolve();
        };
        const timer = setTimeout(done, rereadMs);
        signal.addEventListener('abort', done);
        wake = done;
      });
    },
    stop,
  };
}
