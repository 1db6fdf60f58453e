import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { defineJobKind, enqueue, runDueJobs } from './job-queue.ts';
import { scheduleRecurring } from './recurring-jobs.ts';
import { type JobView, watchJob } from './watch-job.ts';

const MINUTE = 60_000;

/** Resolves once `holds` does (a notification arrives a moment after it is sent). */
const until = (holds: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => (holds() ? resolve() : setTimeout(check, 20));
    check();
  });

describeOnEachDatabase('recurring jobs, watched jobs and notifications', (ctx) => {
  const at = (deps: Deps, time: Date): Deps => ({ ...deps, now: () => time });
  const rowsOf = (kind: string) =>
    ctx().database.query<{ status: string; run_after: Date; last_error: string | null }>(
      'select status, run_after, last_error from jobs where kind = $1 order by run_after',
      [kind],
    );

  /** A recurring kind of its own (the app's runner never claims it), every 5 minutes. */
  function recurringKind(fail = false) {
    let runs = 0;
    const kind = defineJobKind({
      kind: `test.every.${randomBytes(4).toString('hex')}`,
      payload: z.object({}),
      every: () => 5 * MINUTE,
      async run() {
        runs += 1;
        if (fail) throw new Error('the mail server said no');
      },
    });
    return { kind, runs: () => runs };
  }

  it('is one queued row however many instances schedule it, and reschedules itself once run', async () => {
    const { deps } = ctx().app;
    const { kind, runs } = recurringKind();
    const start = new Date(Date.now() + 1000);
    // Two instances starting at once, and one restarting later: one row.
    await Promise.all([
      scheduleRecurring(at(deps, start), [kind]),
      scheduleRecurring(at(deps, start), [kind]),
    ]);
    await scheduleRecurring(at(deps, new Date(start.getTime() + MINUTE)), [kind]);
    expect(await rowsOf(kind.kind)).toEqual([
      { status: 'queued', run_after: new Date(start.getTime() + 5 * MINUTE), last_error: null },
    ]);

    const due = new Date(start.getTime() + 5 * MINUTE);
    // Two runners racing at the time it is due: it runs once, and its next run is queued.
    const results = await Promise.all([runDueJobs(at(deps, due), [kind]), runDueJobs(at(deps, due), [kind])]);
    expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(1);
    expect(runs()).toBe(1);
    expect((await rowsOf(kind.kind)).map((r) => [r.status, r.run_after.getTime()])).toEqual([
      ['done', due.getTime()],
      ['queued', due.getTime() + 5 * MINUTE],
    ]);
  });

  it('records a failed run with its message and still queues the next', async () => {
    const { deps } = ctx().app;
    const { kind } = recurringKind(true);
    const start = new Date(Date.now() + 1000);
    await scheduleRecurring(at(deps, start), [kind]);
    const due = new Date(start.getTime() + 5 * MINUTE);
    expect(await runDueJobs(at(deps, due), [kind])).toEqual({ done: 0, failed: 1 });
    expect(await rowsOf(kind.kind)).toEqual([
      { status: 'failed', run_after: due, last_error: 'the mail server said no' },
      { status: 'queued', run_after: new Date(due.getTime() + 5 * MINUTE), last_error: null },
    ]);
  });

  it('watchJob tells the row as it stands, then each change, until stopped', async () => {
    const { deps } = ctx().app;
    const kind = defineJobKind({
      kind: `test.watched.${randomBytes(4).toString('hex')}`,
      payload: z.object({}),
      async run() {},
    });
    const id = await deps.db.transaction((tx) => enqueue(tx, kind, {}, new Date(Date.now() - 1000)));
    const seen: (JobView | null)[] = [];
    let settled: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      settled = resolve;
    });
    const stop = watchJob(deps, id, (job) => {
      seen.push(job);
      if (job?.status === 'done') settled();
    });
    try {
      await until(() => seen.length > 0);
      expect(seen[0]).toMatchObject({ id, status: 'queued', attempts: 0 });
      await runDueJobs(deps, [kind]);
      await done;
      expect(seen.at(-1)).toMatchObject({ id, status: 'done', attempts: 1, lastError: null });
    } finally {
      stop();
    }
    let missing: JobView | null | undefined;
    const stopMissing = watchJob(deps, '00000000-0000-4000-8000-000000000000', (job) => {
      missing = job;
    });
    await until(() => missing !== undefined);
    stopMissing();
    expect(missing).toBeNull();
  });

  it('publishes to the subscribers of a channel only, until they unsubscribe', async () => {
    const { notify } = ctx().app;
    const channel = `test.${randomBytes(4).toString('hex')}`;
    const heard: (string | null)[] = [];
    const other: (string | null)[] = [];
    const stop = notify.subscribe(channel, (p) => heard.push(p));
    const stopOther = notify.subscribe(`${channel}.other`, (p) => other.push(p));
    await notify.publish(channel, 'one');
    await until(() => heard.length > 0);
    stop();
    await notify.publish(channel, 'two');
    await notify.publish(`${channel}.other`, 'marker');
    await until(() => other.length > 0);
    stopOther();
    // Notifications arrive in the order sent: the marker came after "two", which no one heard.
    expect(heard).toEqual(['one']);
    expect(other).toEqual(['marker']);
  });
});
