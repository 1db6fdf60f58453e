import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { type AnyJobKind, JOBS_DUE_CHANNEL, runDueJobs } from './job-queue.ts';
import { scheduleRecurring } from './recurring-jobs.ts';

/**
 * The job runner of every instance: it schedules the recurring kinds (one queued row each across
 * all instances), then claims and runs due jobs when the app is ready, when told that jobs are due
 * (a commit that enqueued one, on any instance), when the notification connection comes back, and
 * every `jobPollIntervalMs` for jobs that fell due by the clock or whose holder's lease lapsed.
 * JOB_POLL_SECONDS=0 runs no runner on this instance at all (it serves requests only; the fault
 * tests use it so that a crashing server never takes up work an earlier crash left owed). One pass
 * at a time; a wake during a pass makes one more pass after it. Stopped on close, awaiting a pass
 * still going.
 */
export function startJobRunner(app: FastifyInstance, deps: Deps, kinds: readonly AnyJobKind[]): void {
  if (deps.config.jobPollIntervalMs <= 0) return;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const pass = async () => {
    try {
      const result = await runDueJobs(deps, kinds);
      // A failed job's message is in its row (last_error); the log says that there is one.
      if (result.failed > 0) app.log.warn(result, 'jobs failed (see jobs.last_error)');
      else if (result.done > 0) app.log.debug(result, 'jobs');
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
  const timer = setInterval(wake, deps.config.jobPollIntervalMs);
  timer.unref();
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
