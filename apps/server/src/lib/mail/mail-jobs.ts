import { z } from 'zod';
import { defineJobKind } from '../jobs/job-queue.ts';
import { deliverQueuedMails } from './mail-outbox.ts';

/**
 * Sends these queued mails (a bulk import's set-password links): enqueued in the transaction that
 * queued them, run by whichever instance claims it first. A mail that fails here stays queued
 * with its own next try, which mailOutboxJob makes.
 */
export const sendMailsJob = defineJobKind({
  kind: 'mail.send',
  payload: z.object({ ids: z.array(z.uuid()).min(1) }),
  async run(deps, payload) {
    await deliverQueuedMails(deps, payload.ids);
  },
});

/**
 * Every MAIL_RETRY_INTERVAL_MINUTES (0: never), and as soon as an instance starts, one instance
 * sends the mails still owed: those a crash left unsent or unmarked, and those due again after a
 * failed try.
 */
export const mailOutboxJob = defineJobKind({
  kind: 'mail.outbox',
  payload: z.object({}),
  every: (config) => config.mailRetryIntervalMs,
  atStart: true,
  async run(deps) {
    await deliverQueuedMails(deps);
  },
});
