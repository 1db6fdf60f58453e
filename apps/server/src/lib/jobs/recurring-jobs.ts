import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AnyJobKind } from './job-queue.ts';
import { ensureKeyedJob, markJobDone, markJobFailed } from './jobs.repository.ts';

/**
 * Recurring jobs (a kind with `every`): one queued row per kind across all instances, keyed by the
 * kind, so that two instances never hold two copies. Every instance schedules it at start (the
 * first wins); when a run ends, done or failed, the same transaction queues the next.
 */
const everyOf = (deps: Deps, kind: AnyJobKind) => kind.every?.(deps.config) ?? 0;

function queueNext(db: Db, kind: AnyJobKind, runAfter: Date, dueBy?: Date) {
  return ensureKeyedJob(db, {
    kind: kind.kind,
    uniqueKey: kind.kind,
    payload: {},
    runAfter,
    ...(dueBy ? { dueBy } : {}),
  });
}

/** Queues each recurring kind unless it is queued: due `every` from now, or now with `atStart`. */
export async function scheduleRecurring(deps: Deps, kinds: readonly AnyJobKind[]): Promise<void> {
  const now = deps.now();
  for (const kind of kinds) {
    const every = everyOf(deps, kind);
    if (every <= 0) continue;
    if (kind.atStart) await queueNext(deps.db, kind, now, now);
    else await queueNext(deps.db, kind, new Date(now.getTime() + every));
  }
}

/** A recurring job's run is over (done, or failed with `error`): its next run is queued with it. */
export async function closeRecurring(deps: Deps, kind: AnyJobKind, jobId: string, error: string | null) {
  const now = deps.now();
  const every = everyOf(deps, kind);
  await deps.db.transaction(async (tx) => {
    if (error === null) await markJobDone(tx, jobId, now);
    else await markJobFailed(tx, jobId, error, null, now);
    if (every > 0) await queueNext(tx, kind, new Date(now.getTime() + every));
  });
}
