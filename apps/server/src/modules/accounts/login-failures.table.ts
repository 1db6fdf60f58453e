import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in attempts, keyed by account id when the account exists and by the typed name
 * otherwise, so that the lock-out answer is the same either way.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_subject_idx').on(t.subject, t.createdAt)],
);
