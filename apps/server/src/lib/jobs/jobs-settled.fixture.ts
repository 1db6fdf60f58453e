import type { Deps } from '../../deps.ts';
import type { AnyJobKind } from './job-queue.ts';
import { jobSettled } from './watch-job.ts';

/** Waits until every job of `kind` queued now (or being run) is done or failed for good. */
export async function jobsSettled(deps: Deps, kind: AnyJobKind): Promise<void> {
  const rows = await deps.database.query<{ id: string }>(
    `select id from jobs where kind = $1 and status = 'queued'`,
    [kind.kind],
  );
  await Promise.all(rows.map((r) => jobSettled(deps, r.id)));
}
