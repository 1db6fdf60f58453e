import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { sendDueExpiryReminders } from './send-expiry-reminders.ts';

/**
 * Looks for due expiry reminders every `expiryReminderIntervalMs` (0: never). The timer does not
 * keep the process alive and stops when the app closes; a run still going is awaited on close.
 */
export function startExpiryReminders(app: FastifyInstance, deps: Deps): void {
  const every = deps.config.expiryReminderIntervalMs;
  if (every <= 0) return;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = sendDueExpiryReminders(deps)
      .then((result) => {
        if (result.sent > 0 || result.failed > 0) app.log.info(result, 'expiry reminders');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'expiry reminders failed');
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, every);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
