import { date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';

/**
 * Expiry reminders already sent: one row per (contract or e-mohar document, expiry date, days
 * before). The unique key is what makes each reminder go out once, even with several server
 * instances running the job at the same moment; a changed expiry date gets its own reminders.
 */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['contract', 'emohar'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    /** Null while the mail is being sent (the row is the claim); set once the mailer accepted it. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('expiry_reminders_once').on(t.source, t.subjectId, t.expiryDate, t.daysBefore)],
);

export type ExpiryReminderRow = typeof expiryReminders.$inferSelect;
