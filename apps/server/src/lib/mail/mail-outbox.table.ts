import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mail owed: written in the same transaction as what it announces (a member account and its link),
 * sent by whichever instance claims it, marked sent after. Its body is sealed (AES-GCM keyed by
 * APP_SECRET): it may carry a live link, and is wiped once sent. A newer mail with the same
 * `supersede_key` replaces one not sent yet.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    sealedBody: text('sealed_body'),
    supersedeKey: text('supersede_key'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'superseded'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when the instance that claimed it is sending it; after that, another may try. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_supersede_idx').on(t.supersedeKey).where(sql`${t.status} = 'pending'`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
