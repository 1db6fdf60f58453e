import type { Deps } from '../../deps.ts';
import { JOB_CHANGED_CHANNEL } from './job-queue.ts';
import { findJob } from './jobs.repository.ts';
import type { JobRow } from './jobs.table.ts';

/** What a watcher is told of a job: its row as it stands (null: no such job). */
export type JobView = Pick<JobRow, 'id' | 'kind' | 'status' | 'attempts' | 'lastError' | 'updatedAt'>;

/**
 * Watches one job from any instance: `listener` gets the job's row now, and again each time it may
 * have changed (claimed, progress announced with `ctx.changed()`, done, failed), read from the
 * database, which is the truth; the notification only says when to read. After the notification
 * connection comes back it reads again (what changed meanwhile is not lost). Reads are one at a
 * time; a listener may be told the same row twice. Returns how to stop.
 */
export function watchJob(deps: Deps, jobId: string, listener: (job: JobView | null) => void): () => void {
  let stopped = false;
  let reading = false;
  let again = false;
  const read = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const row = await findJob(deps.db, jobId).catch(() => undefined);
        if (row === undefined || stopped) continue;
        listener(
          row && {
            id: row.id,
            kind: row.kind,
            status: row.status,
            attempts: row.attempts,
            lastError: row.lastError,
            updatedAt: row.updatedAt,
          },
        );
      } while (again && !stopped);
    } finally {
      reading = false;
    }
  };
  const unsubscribe = deps.notify.subscribe(JOB_CHANGED_CHANNEL, (payload) => {
    if (payload === null || payload === jobId) void read();
  });
  void read();
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/** Resolves with the job's row once it is done or failed for good (or null: no such job). */
export function jobSettled(deps: Deps, jobId: string): Promise<JobView | null> {
  return new Promise((resolve) => {
    const stop = watchJob(deps, jobId, (job) => {
      if (job && job.status === 'queued') return;
      stop();
      resolve(job);
    });
  });
}
