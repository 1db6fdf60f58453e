import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `everyMs` (0: never), one run at a time. The timer does not keep the process
 * alive and stops when the app closes; a run still going is awaited on close.
 */
export function startPeriodicJob(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  work: () => Promise<Record<string, number>>,
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
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
