import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { sendDueExpiryReminders } from './send-expiry-reminders.ts';

/** Looks for due expiry reminders every `expiryReminderIntervalMs` (0: never). */
export function startExpiryReminders(app: FastifyInstance, deps: Deps): void {
  startPeriodicJob(app, 'expiry reminders', deps.config.expiryReminderIntervalMs, () =>
    sendDueExpiryReminders(deps),
  );
}
