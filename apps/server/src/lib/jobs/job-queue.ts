import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { publishInTransaction } from '../notify/notifier.ts';
import {
  claimDueJobs,
  findJobState,
  findQueuedJobByKey,
  findQueuedJobIds,
  insertJob,
  insertLiveJob,
  lockQueuedJob,
  markJobDone,
  markJobFailed,
  recordJobProgress,
} from './jobs.repository.ts';
import type { JobRow } from './jobs.table.ts';
import { closeRecurring } from './recurring-jobs.ts';

/** Notified (payload: the kind) when jobs are owed now: every instance's runner wakes and claims. */
export const JOBS_DUE_CHANNEL = 'jobs.due';
/** Notified (payload: the job's id) when a job's row changed: claimed, done, failed (see watchJob). */
export const JOB_CHANGED_CHANNEL = 'jobs.changed';

/**
 * Durable jobs: work that must follow a commit (sealing after the last signature) is a `jobs` row
 * written by `enqueue` in that same transaction, so a crash after the commit leaves it owed, never
 * lost. A runner (every instance, see job-runner.ts) claims due jobs with FOR UPDATE SKIP LOCKED
 * and a lease; a holder that dies loses its lease and another runner takes the job again. A
 * failure is retried with backoff up to `maxAttempts`. A handler therefore runs at least once and
 * must be idempotent step by step (check the state before each step); it may mark its job done
 * inside its own last transaction (`ctx.finish(tx)`), making that step exactly-once.
 *
 * A recurring kind (`every`) is one queued row per kind across all instances (its unique key):
 * when it has run, done or failed, the same transaction queues its next run `every` later.
 */
export type JobContext = {
  jobId: string;
  attempt: number;
  /**
   * Marks the job done inside the handler's last transaction, with what its watchers read
   * (`result`). Throws JobCancelledError, rolling that transaction back, when the job was
   * cancelled meanwhile: the row lock makes "cancelled" and "done" exclusive.
   */
  finish(tx: Db, result?: unknown): Promise<void>;
  /** Records progress (0–100, a step and its sentence) in the row and renews the lease. */
  reportProgress(report: { progress: number; step: string; message: string }): Promise<void>;
  /** Throws JobCancelledError when someone cancelled the job: call it between steps. */
  throwIfCancelled(): Promise<void>;
  /** Tells the job's watchers (watchJob) that its row changed, e.g. after writing its progress. */
  changed(): Promise<void>;
};

/** A handler stops with this when its job was cancelled; the runner then leaves the row as it is. */
export class JobCancelledError extends Error {
  constructor() {
    super('job cancelled');
  }
}

export type JobKind<S extends z.ZodType> = {
  kind: string;
  payload: S;
  run(deps: Deps, payload: z.output<S>, ctx: JobContext): Promise<void>;
  /** Tries before the job is given up (default 10). */
  maxAttempts?: number;
  /** The first retry's wait; each next one doubles, at most an hour (default 30 s). */
  retryBaseMs?: number;
  /**
   * Recurring: runs every this many ms of the config (0: never), not retried (its next run is),
   * first run that long after it is first scheduled, or at once with `atStart`.
   */
  every?: (config: Config) => number;
  /** A recurring kind that catches up on what a stop left owed: due as soon as an instance starts. */
  atStart?: boolean;
  /**
   * The request that enqueues it runs it itself right after its commit (and answers once it is
   * done): its commit wakes no runner, which would only race that request for it. The runners
   * remain the fallback (a crash before the run): they take it once it has been due for
   * HAND_OVER_MS. Were a runner's poll to claim it in the instant between the commit and a crash,
   * the job would wait out the dead runner's whole lease.
   */
  runByEnqueuer?: boolean;
};

// biome-ignore lint/suspicious/noExplicitAny: a registry holds kinds of every payload type.
export type AnyJobKind = JobKind<any>;

export function defineJobKind<S extends z.ZodType>(kind: JobKind<S>): JobKind<S> {
  return kind;
}

/** Writes the job in the caller's transaction; it is owed from `runAfter` (default now). Returns its id. */
export async function enqueue<S extends z.ZodType>(
  tx: Db,
  kind: JobKind<S>,
  payload: z.input<S>,
  runAfter: Date = new Date(),
): Promise<string> {
  const id = await insertJob(tx, { kind: kind.kind, payload: kind.payload.parse(payload), runAfter });
  // Delivered at the commit (PostgreSQL), so an idle runner of any instance claims it promptly.
  if (!kind.runByEnqueuer && runAfter.getTime() <= Date.now()) {
    await publishInTransaction(tx, JOBS_DUE_CHANNEL, kind.kind);
  }
  return id;
}

/**
 * Writes the job unless a job with `liveKey` (its unique key) is still queued (e.g. one generation per workspace):
 * returns the live job's id and whether this call created it.
 */
export async function enqueueLive<S extends z.ZodType>(
  tx: Db,
  kind: JobKind<S>,
  payload: z.input<S>,
  liveKey: string,
  runAfter: Date = new Date(),
): Promise<{ id: string; created: boolean }> {
  const parsed = kind.payload.parse(payload);
  for (let tries = 0; tries < 3; tries++) {
    const id = await insertLiveJob(tx, { kind: kind.kind, payload: parsed, runAfter, uniqueKey: liveKey });
    if (id) {
      // As enqueue: delivered at the commit, so an idle runner of any instance claims it promptly.
      if (!kind.runByEnqueuer && runAfter.getTime() <= Date.now()) {
        await publishInTransaction(tx, JOBS_DUE_CHANNEL, kind.kind);
      }
      return { id, created: true };
    }
    const live = await findQueuedJobByKey(tx, liveKey);
    if (live) return { id: live.id, created: false };
    // The live job ended between the two statements: the key is free again.
  }
  throw new Error(`could not enqueue ${kind.kind} for ${liveKey}`);
}

/**
 * After a commit that enqueued jobs: wakes this instance's runner on the embedded database, whose
 * notifications stay in-process and so cannot ride on the commit (on PostgreSQL the commit did).
 */
export async function wakeJobRunners(deps: Deps, kind: AnyJobKind): Promise<void> {
  if (deps.database.kind === 'pglite') await deps.notify.publish(JOBS_DUE_CHANNEL, kind.kind);
}

const announce = (deps: Deps, id: string) => deps.notify.publish(JOB_CHANGED_CHANNEL, id).catch(() => {});

const BATCH = 4;
const HOUR = 3_600_000;
/** How long a runner leaves a `runByEnqueuer` job to the request that enqueued it. */
export const HAND_OVER_MS = 5_000;

async function runOne(deps: Deps, kind: AnyJobKind, row: JobRow): Promise<boolean> {
  const parsed = kind.payload.safeParse(row.payload);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i: z.core.$ZodIssue) => `${i.path.join('.') || 'payload'}: ${i.message}`,
    );
    await markJobFailed(deps.db, row.id, `invalid payload (${problems.join('; ')})`, null, deps.now());
    await announce(deps, row.id);
    return false;
  }
  const throwIfCancelled = async (db: Db = deps.db) => {
    const state = await findJobState(db, row.id);
    if (state?.status !== 'queued') throw new JobCancelledError();
  };
  await announce(deps, row.id);
  try {
    await kind.run(deps, parsed.data, {
      jobId: row.id,
      attempt: row.attempts,
      finish: async (tx, result) => {
        if (!(await lockQueuedJob(tx, row.id))) throw new JobCancelledError();
        await markJobDone(tx, row.id, deps.now(), result);
      },
      reportProgress: async (report) => {
        const now = deps.now();
        const progress = Math.max(0, Math.min(100, Math.round(report.progress)));
        const lease = new Date(now.getTime() + deps.config.jobLeaseMs);
        await recordJobProgress(deps.db, row.id, { ...report, progress }, lease, now);
        await announce(deps, row.id);
      },
      throwIfCancelled: () => throwIfCancelled(),
      changed: () => announce(deps, row.id),
    });
  } catch (error) {
    // Cancelled: the row already says so; nothing to record or retry.
    if (error instanceof JobCancelledError) return false;
    const message = error instanceof Error ? error.message : String(error);
    if (kind.every) {
      await closeRecurring(deps, kind, row.id, message);
      await announce(deps, row.id);
      return false;
    }
    const base = kind.retryBaseMs ?? 30_000;
    const retry =
      row.attempts < (kind.maxAttempts ?? 10)
        ? new Date(deps.now().getTime() + Math.min(base * 2 ** (row.attempts - 1), HOUR))
        : null;
    await markJobFailed(deps.db, row.id, message, retry, deps.now());
    await announce(deps, row.id);
    return false;
  }
  if (kind.every) await closeRecurring(deps, kind, row.id, null);
  else await markJobDone(deps.db, row.id, deps.now());
  await announce(deps, row.id);
  return true;
}

/**
 * Runs the due jobs of these kinds (only `ids`, when given), a batch at a time, until none is due.
 * A failing job does not throw: it is recorded and retried later.
 */
export async function runDueJobs(
  deps: Deps,
  kinds: readonly AnyJobKind[],
  ids?: string[],
): Promise<{ done: number; failed: number }> {
  const byKind = new Map(kinds.map((k) => [k.kind, k]));
  // A runner's pass (not the enqueuer's, which names its jobs) leaves fresh ones to the enqueuer.
  const handOverKinds = ids ? [] : kinds.filter((k) => k.runByEnqueuer).map((k) => k.kind);
  let done = 0;
  let failed = 0;
  for (;;) {
    const now = deps.now();
    const batch = await claimDueJobs(deps.db, {
      kinds: [...byKind.keys()],
      now,
      leaseUntil: new Date(now.getTime() + deps.config.jobLeaseMs),
      limit: BATCH,
      ...(ids ? { ids } : {}),
      handOver: { kinds: handOverKinds, dueBy: new Date(now.getTime() - HAND_OVER_MS) },
    });
    if (batch.length === 0) return { done, failed };
    for (const row of batch) {
      const kind = byKind.get(row.kind);
      if (kind && (await runOne(deps, kind, row))) done++;
      else failed++;
    }
  }
}

/** Runs the owed jobs of `kind` whose payload has `field` = `value` now (e.g. after their commit). */
export async function runOwedJobsFor(deps: Deps, kind: AnyJobKind, field: string, value: string) {
  const ids = await findQueuedJobIds(deps.db, kind.kind, field, value);
  return ids.length === 0 ? { done: 0, failed: 0 } : runDueJobs(deps, [kind], ids);
}
