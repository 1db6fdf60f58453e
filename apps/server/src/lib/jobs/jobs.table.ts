import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const jobStatuses = ['queued', 'done', 'failed'] as const;

/**
 * Work owed after a commit (see job-queue.ts): written in the same transaction as what makes it
 * owed, claimed by one runner at a time (`lease_until`: a crashed holder's claim lapses and another
 * runner takes it), retried with backoff, done once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: jobStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** Until when the runner that claimed it is running it; after that, another may take it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * At most one queued job holds a key (a recurring job's kind): two instances that both schedule
     * it at start leave one row, which reschedules itself when it has run.
     */
    uniqueKey: text('unique_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAfter).where(sql`${t.status} = 'queued'`),
    uniqueIndex('jobs_queued_key_idx').on(t.uniqueKey).where(sql`${t.status} = 'queued'`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
