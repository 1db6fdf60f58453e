import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { type AnyJobKind, JOBS_DUE_CHANNEL, runDueJobs, scheduleRecurring } from './job-queue.ts';

/**
 * The job runner of every instance: it schedules the recurring kinds (one queued row each across
 * all instances), then claims and runs due jobs when the app is ready, when told that jobs are due
 * (a commit that enqueued one, on any instance), when the notification connection comes back, and
 * every `jobPollIntervalMs` (0: only when told) for jobs that fell due by the clock or whose
 * holder's lease lapsed. One pass at a time; a wake during a pass makes one more pass after it.
 * Stopped on close, awaiting a pass still going.
 */
export function startJobRunner(app: FastifyInstance, deps: Deps, kinds: readonly AnyJobKind[]): void {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const pass = async () => {
    try {
      const result = await runDueJobs(deps, kinds);
      if (result.done > 0 || result.failed > 0) app.log.info(result, 'jobs');
    } catch (error) {
      app.log.error({ err: error }, 'jobs failed');
    }
  };
  const wake = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !closed);
    })().finally(() => {
      running = null;
    });
  };
  const unsubscribe = deps.notify.subscribe(JOBS_DUE_CHANNEL, wake);
  let timer: NodeJS.Timeout | undefined;
  if (deps.config.jobPollIntervalMs > 0) {
    timer = setInterval(wake, deps.config.jobPollIntervalMs);
    timer.unref();
  }
  app.addHook('onReady', async () => {
    try {
      await scheduleRecurring(deps, kinds);
    } catch (error) {
      app.log.error({ err: error }, 'recurring jobs not scheduled');
    }
    wake();
  });
  app.addHook('onClose', async () => {
    closed = true;
    unsubscribe();
    clearInterval(timer);
    await running;
  });
}
