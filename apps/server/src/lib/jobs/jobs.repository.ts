import { and, desc, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type JobRow, jobs } from './jobs.table.ts';

export async function insertJob(db: Db, values: { kind: string; payload: unknown; runAfter: Date }) {
  const [row] = await db
    .insert(jobs)
    .values({ ...values, createdAt: values.runAfter, updatedAt: values.runAfter })
    .returning({ id: jobs.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Inserts a job unless one with this live key is still queued; returns the new job's id, or null
 * when another holds the key (the unique partial index decides, so two callers never both insert).
 */
export async function insertLiveJob(
  db: Db,
  values: { kind: string; payload: unknown; runAfter: Date; uniqueKey: string },
): Promise<string | null> {
  const [row] = await db
    .insert(jobs)
    .values({ ...values, createdAt: values.runAfter, updatedAt: values.runAfter })
    .onConflictDoNothing({ target: jobs.uniqueKey, where: sql`${jobs.status} = 'queued'` })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** What a watcher reads of a job. */
export type JobState = Pick<
  JobRow,
  | 'id'
  | 'status'
  | 'attempts'
  | 'progress'
  | 'step'
  | 'stepMessage'
  | 'stepLog'
  | 'result'
  | 'lastError'
  | 'payload'
>;

const stateColumns = {
  id: jobs.id,
  status: jobs.status,
  attempts: jobs.attempts,
  progress: jobs.progress,
  step: jobs.step,
  stepMessage: jobs.stepMessage,
  stepLog: jobs.stepLog,
  result: jobs.result,
  lastError: jobs.lastError,
  payload: jobs.payload,
};

export async function findJobState(db: Db, id: string): Promise<JobState | undefined> {
  const [row] = await db.select(stateColumns).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

/** The newest job of this kind and live key, queued or finished. */
export async function findLatestJobByKey(
  db: Db,
  kind: string,
  liveKey: string,
): Promise<JobState | undefined> {
  const [row] = await db
    .select(stateColumns)
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.uniqueKey, liveKey)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(1);
  return row;
}

/** The queued job holding this live key, if any. */
export async function findQueuedJobByKey(db: Db, liveKey: string): Promise<JobState | undefined> {
  const [row] = await db
    .select(stateColumns)
    .from(jobs)
    .where(and(eq(jobs.uniqueKey, liveKey), eq(jobs.status, 'queued')))
    .limit(1);
  return row;
}

/**
 * Records progress of a queued job and renews its lease; progress never goes down (a run resumed
 * after a crash reports its early steps again: the row keeps the furthest point reached).
 */
export async function recordJobProgress(
  db: Db,
  id: string,
  report: { progress: number; step: string; message: string },
  leaseUntil: Date,
  at: Date,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      progress: sql`greatest(${jobs.progress}, ${report.progress})`,
      step: sql`case when ${jobs.progress} <= ${report.progress} then ${report.step} else ${jobs.step} end`,
      stepMessage: sql`case when ${jobs.progress} <= ${report.progress} then ${report.message} else ${jobs.stepMessage} end`,
      stepLog: sql`case when ${jobs.progress} < ${report.progress} or jsonb_array_length(${jobs.stepLog}) = 0 then ${jobs.stepLog} || jsonb_build_array(jsonb_build_object('progress', ${report.progress}::int, 'step', ${report.step}::text, 'message', ${report.message}::text)) else ${jobs.stepLog} end`,
      leaseUntil,
      updatedAt: at,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'queued')));
}

/** Cancels a queued job (running or not); its handler stops at its next check. False if it was not queued. */
export async function cancelQueuedJob(db: Db, id: string, reason: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'cancelled', leaseUntil: null, lastError: reason, updatedAt: at })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'queued')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Locks a job's row in the caller's transaction and says whether it is still queued (not cancelled). */
export async function lockQueuedJob(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)).for('update');
  return rows[0]?.status === 'queued';
}

/**
 * Queues the job of `uniqueKey` unless one is queued already (by another instance, or before a
 * restart); with `dueBy`, a queued one due later is brought forward to then.
 */
export async function ensureKeyedJob(
  db: Db,
  values: { kind: string; uniqueKey: string; payload: unknown; runAfter: Date; dueBy?: Date },
): Promise<void> {
  const { dueBy, ...row } = values;
  await db
    .insert(jobs)
    .values({ ...row, createdAt: row.runAfter, updatedAt: row.runAfter })
    .onConflictDoNothing({ target: jobs.uniqueKey, where: sql`${jobs.status} = 'queued'` });
  if (dueBy) {
    await db
      .update(jobs)
      .set({ runAfter: dueBy })
      .where(and(eq(jobs.uniqueKey, row.uniqueKey), eq(jobs.status, 'queued'), gt(jobs.runAfter, dueBy)));
  }
}

export async function findJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/**
 * Claims up to `limit` queued jobs of these kinds that are due and not leased by a live runner (of
 * `ids` only, when given) until `leaseUntil`, in one statement that two runners never both win.
 * Jobs of the `handOver` kinds only once due since `handOver.dueBy` (their enqueuer's turn first).
 */
export async function claimDueJobs(
  db: Db,
  options: {
    kinds: string[];
    now: Date;
    leaseUntil: Date;
    limit: number;
    ids?: string[];
    handOver?: { kinds: string[]; dueBy: Date };
  },
): Promise<JobRow[]> {
  if (options.kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'queued'),
        inArray(jobs.kind, options.kinds),
        lte(jobs.runAfter, options.now),
        or(isNull(jobs.leaseUntil), lte(jobs.leaseUntil, options.now)),
        options.ids ? inArray(jobs.id, options.ids) : undefined,
        options.handOver?.kinds.length
          ? or(notInArray(jobs.kind, options.handOver.kinds), lte(jobs.runAfter, options.handOver.dueBy))
          : undefined,
      ),
    )
    .orderBy(jobs.runAfter)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ leaseUntil: options.leaseUntil, attempts: sql`${jobs.attempts} + 1`, updatedAt: options.now })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Done: never run again. Idempotent (a job the handler finished in its own transaction stays done). */
export async function markJobDone(db: Db, id: string, at: Date, result?: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'done',
      leaseUntil: null,
      lastError: null,
      updatedAt: at,
      ...(result === undefined ? {} : { result, progress: 100 }),
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'queued')));
}

/** Failed: tried again from `retryAt`, or given up for good (`retryAt` null). */
export async function markJobFailed(db: Db, id: string, error: string, retryAt: Date | null, at: Date) {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { leaseUntil: null, runAfter: retryAt, lastError: error, updatedAt: at }
        : { status: 'failed', leaseUntil: null, lastError: error, updatedAt: at },
    )
    .where(and(eq(jobs.id, id), eq(jobs.status, 'queued')));
}

/** The ids of the jobs of this kind still owed whose payload has `payloadField` = `value`. */
export async function findQueuedJobIds(db: Db, kind: string, payloadField: string, value: string) {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        eq(jobs.status, 'queued'),
        sql`${jobs.payload} ->> ${payloadField} = ${value}`,
      ),
    )
    .limit(10);
  return rows.map((r) => r.id);
}
