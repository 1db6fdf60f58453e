import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
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
 */
export async function claimDueJobs(
  db: Db,
  options: { kinds: string[]; now: Date; leaseUntil: Date; limit: number; ids?: string[] },
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
export async function markJobDone(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', leaseUntil: null, lastError: null, updatedAt: at })
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
