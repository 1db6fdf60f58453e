import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const jobStatuses = ['queued', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export type JobStepReport = { progress: number; step: string; message: string };

/**
 * Work owed after a commit (see job-queue.ts): written in the same transaction as what makes it
 * owed, claimed by one runner at a time (`lease_until`: a crashed holder's claim lapses and another
 * runner takes it), retried with backoff, done once. A job someone watches (case generation) also
 * keeps its progress here (`progress`, `step`, `step_message`: the row is the source of truth for
 * every instance) and its `result`; `cancelled` is set by whoever cancels it and checked by the
 * handler between steps; `unique_key` keeps one queued generation per workspace.
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
    /** Every step reported, in order (the furthest only, after a resume): watchers miss none. */
    stepLog: jsonb('step_log').$type<JobStepReport[]>().notNull().default(sql`'[]'::jsonb`),
    /** What the handler hands its watchers when done (e.g. the version it wrote). */
    result: jsonb('result'),
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
