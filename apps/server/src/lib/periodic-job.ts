import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `everyMs` (0: never), one run at a time, and with `atStart` once as soon as the
 * app is ready (work a crash left owed need not wait a whole interval). The timer does not keep the
 * process alive and stops when the app closes; a run still going is awaited on close.
 */
export function startPeriodicJob(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  work: () => Promise<Record<string, number>>,
  options: { atStart?: boolean } = {},
): void {
  if (everyMs <= 0) return;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = work()
      .then((result) => {
        if (Object.values(result).some((n) => n > 0)) app.log.info(result, name);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, `${name} failed`);
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  if (options.atStart) app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
