import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const jobStatuses = ['queued', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Work owed after a commit (see job-queue.ts): written in the same transaction as what makes it
 * owed, claimed by one runner at a time (`lease_until`: a crashed holder's claim lapses and another
 * runner takes it), retried with backoff, done once. A job someone watches (case generation) also
 * keeps its progress here (`progress`, `step`, `step_message`: the row is the source of truth for
 * every instance) and its `result`; `cancelled` is set by whoever cancels it and checked by the
 * handler between steps. `live_key` makes at most one queued job per key (one per workspace).
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
    /** 0–100, never lowered while the job is queued (a resumed run reports from the start again). */
    progress: integer('progress').notNull().default(0),
    step: text('step'),
    stepMessage: text('step_message'),
    /** What the handler hands its watchers when done (e.g. the version it wrote). */
    result: jsonb('result'),
    /** At most one queued job per live key: a second enqueue with the same key finds the first. */
    liveKey: text('live_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAfter).where(sql`${t.status} = 'queued'`),
    uniqueIndex('jobs_live_key_uidx').on(t.liveKey).where(sql`${t.status} = 'queued'`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
