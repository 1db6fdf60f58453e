import { z } from 'zod';
import { defineJobKind } from '../../lib/jobs/job-queue.ts';
import { sendDueExpiryReminders } from './send-expiry-reminders.ts';

/**
 * Looks for due expiry reminders every EXPIRY_REMINDER_INTERVAL_MINUTES (0: never): a recurring
 * job, so one instance at a time looks (each reminder's unique key would keep it to one mail anyway).
 */
export const expiryRemindersJob = defineJobKind({
  kind: 'dashboard.expiry_reminders',
  payload: z.object({}),
  every: (config) => config.expiryReminderIntervalMs,
  async run(deps) {
    const result = await sendDueExpiryReminders(deps, deps.now());
    if (result.failed > 0)
      throw new Error(`${result.failed} reminder mail(s) not sent; tried again next run`);
  },
});
