import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import {
  defineJobKind,
  enqueue,
  enqueueLive,
  HAND_OVER_MS,
  type JobContext,
  runDueJobs,
  runOwedJobsFor,
} from './job-queue.ts';
import { cancelQueuedJob, claimDueJobs, findJobState } from './jobs.repository.ts';

describeOnEachDatabase('durable jobs', (ctx) => {
  /** A job kind of its own for each test (the app's runner never claims it), recording its runs. */
  function recordingKind(fail: (n: number) => boolean = () => false) {
    const runs: string[] = [];
    const kind = defineJobKind({
      kind: `test.${randomBytes(4).toString('hex')}`,
      payload: z.object({ name: z.string().min(1) }),
      retryBaseMs: 60_000,
      maxAttempts: 3,
      async run(_deps, payload) {
        runs.push(payload.name);
        if (fail(runs.length)) throw new Error(`run ${runs.length} failed`);
      },
    });
    return { kind, runs };
  }
  const jobRow = async (id: string) =>
    (
      await ctx().database.query<{
        status: string;
        attempts: number;
        last_error: string | null;
        run_after: Date;
      }>('select status, attempts, last_error, run_after from jobs where id = $1', [id])
    )[0];
  const at = (deps: Deps, time: Date): Deps => ({ ...deps, now: () => time });

  it('runs a job written in a committed transaction once, and none of one rolled back', async () => {
    const { deps } = ctx().app;
    const { kind, runs } = recordingKind();
    const id = await deps.db.transaction((tx) => enqueue(tx, kind, { name: 'kept' }));
    await expect(
      deps.db.transaction(async (tx) => {
        await enqueue(tx, kind, { name: 'rolled back' });
        throw new Error('the signature failed');
      }),
    ).rejects.toThrow('the signature failed');
    expect(await runDueJobs(deps, [kind])).toEqual({ done: 1, failed: 0 });
    expect(await runDueJobs(deps, [kind])).toEqual({ done: 0, failed: 0 });
    expect(runs).toEqual(['kept']);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('runs each job once when two runners race (FOR UPDATE SKIP LOCKED)', async () => {
    const { deps } = ctx().app;
    const { kind, runs } = recordingKind();
    const names = Array.from({ length: 12 }, (_, i) => `job ${i}`);
    await deps.db.transaction(async (tx) => {
      for (const name of names) await enqueue(tx, kind, { name });
    });
    const results = await Promise.all([runDueJobs(deps, [kind]), runDueJobs(deps, [kind])]);
    expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(12);
    expect([...runs].sort()).toEqual([...names].sort());
  });

  it('retries a failing job after a backoff that doubles, and gives it up after maxAttempts', async () => {
    const { deps } = ctx().app;
    const { kind, runs } = recordingKind(() => true);
    const start = new Date(Date.now() + 1000);
    const id = await enqueue(deps.db, kind, { name: 'flaky' }, start);
    expect(await runDueJobs(at(deps, start), [kind])).toEqual({ done: 0, failed: 1 });
    const first = await jobRow(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, last_error: 'run 1 failed' });
    expect(new Date(first?.run_after ?? 0).getTime()).toBe(start.getTime() + 60_000);
    // Not due before its backoff has passed.
    expect(await runDueJobs(at(deps, new Date(start.getTime() + 59_000)), [kind])).toEqual({
      done: 0,
      failed: 0,
    });
    const second = new Date(start.getTime() + 60_000);
    await runDueJobs(at(deps, second), [kind]);
    expect(new Date((await jobRow(id))?.run_after ?? 0).getTime()).toBe(second.getTime() + 120_000);
    await runDueJobs(at(deps, new Date(second.getTime() + 120_000)), [kind]);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'run 3 failed' });
    expect(runs).toHaveLength(3);
  });

  it('fails a job with an invalid payload at once, saying why, without running it', async () => {
    const { deps } = ctx().app;
    const { kind, runs } = recordingKind();
    const [row] = await ctx().database.query<{ id: string }>(
      // Due a second ago: the database's now() has microseconds, the app's clock milliseconds.
      `insert into jobs (kind, payload, run_after) values ($1, '{"name": 42}'::jsonb, now() - interval '1 second') returning id`,
      [kind.kind],
    );
    expect(await runDueJobs(deps, [kind])).toEqual({ done: 0, failed: 1 });
    const job = await jobRow(row?.id ?? '');
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job?.last_error).toMatch(/^invalid payload \(name: /);
    expect(runs).toEqual([]);
    // enqueue refuses it before it is written.
    await expect(enqueue(deps.db, kind, { name: '' })).rejects.toThrow();
  });

  it("takes a job again once a crashed runner's lease has lapsed, not before", async () => {
    const { deps } = ctx().app;
    const { kind, runs } = recordingKind();
    const now = new Date(Date.now() + 1000);
    const id = await enqueue(deps.db, kind, { name: 'orphaned' }, now);
    // A runner claims it and dies (it never marks the job done or failed).
    const [claimed] = await claimDueJobs(deps.db, {
      kinds: [kind.kind],
      now,
      leaseUntil: new Date(now.getTime() + deps.config.jobLeaseMs),
      limit: 1,
    });
    expect(claimed?.id).toBe(id);
    expect(await runDueJobs(at(deps, new Date(now.getTime() + 1000)), [kind])).toEqual({
      done: 0,
      failed: 0,
    });
    expect(runs).toEqual([]);
    const later = new Date(now.getTime() + deps.config.jobLeaseMs);
    expect(await runDueJobs(at(deps, later), [kind])).toEqual({ done: 1, failed: 0 });
    expect(runs).toEqual(['orphaned']);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('leaves a job its request runs to that request, and takes it over once the hand-over passed', async () => {
    const { deps } = ctx().app;
    const recording = recordingKind();
    const kind = { ...recording.kind, runByEnqueuer: true };
    const now = new Date(Date.now() + 1000);
    const first = await enqueue(deps.db, kind, { name: 'the request runs it' }, now);
    const second = await enqueue(deps.db, kind, { name: 'its request died' }, now);
    // A runner's poll in the instant after the commit does not claim it (were its instance to die
    // then, the job would wait out the whole lease) ...
    expect(await runDueJobs(at(deps, now), [kind])).toEqual({ done: 0, failed: 0 });
    expect(await runDueJobs(at(deps, new Date(now.getTime() + HAND_OVER_MS - 1)), [kind])).toEqual({
      done: 0,
      failed: 0,
    });
    // ... the request that enqueued it does, at once ...
    expect(await runOwedJobsFor(at(deps, now), kind, 'name', 'the request runs it')).toEqual({
      done: 1,
      failed: 0,
    });
    // ... and a runner takes over the one whose request never ran it.
    expect(await runDueJobs(at(deps, new Date(now.getTime() + HAND_OVER_MS)), [kind])).toEqual({
      done: 1,
      failed: 0,
    });
    expect(recording.runs).toEqual(['the request runs it', 'its request died']);
    expect(await jobRow(first)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await jobRow(second)).toMatchObject({ status: 'done', attempts: 1 });
  });

  /** A kind whose handler reports progress, then lets the test act before it finishes. */
  function steppingKind(between: (ctx: JobContext) => Promise<void>) {
    return defineJobKind({
      kind: `test.${randomBytes(4).toString('hex')}`,
      payload: z.object({ name: z.string() }),
      async run(deps, _payload, ctx) {
        await ctx.reportProgress({ progress: 30, step: 'first', message: 'one' });
        await between(ctx);
        await ctx.throwIfCancelled();
        await ctx.reportProgress({ progress: 70, step: 'second', message: 'two' });
        await deps.db.transaction((tx) => ctx.finish(tx, { answer: 42 }));
      },
    });
  }

  it('keeps progress, step and result in the row; progress never goes back', async () => {
    const { deps } = ctx().app;
    let seen: unknown;
    const kind = steppingKind(async (jobCtx) => {
      seen = await findJobState(deps.db, jobCtx.jobId);
      // A resumed run reports an earlier point again: the row keeps the furthest.
      await jobCtx.reportProgress({ progress: 10, step: 'early', message: 'again' });
    });
    const id = await enqueue(deps.db, kind, { name: 'x' });
    expect(await runDueJobs(deps, [kind])).toEqual({ done: 1, failed: 0 });
    expect(seen).toMatchObject({ status: 'queued', progress: 30, step: 'first', stepMessage: 'one' });
    expect(await findJobState(deps.db, id)).toMatchObject({
      status: 'done',
      progress: 100,
      result: { answer: 42 },
      stepLog: [
        { progress: 30, step: 'first', message: 'one' },
        { progress: 70, step: 'second', message: 'two' },
      ],
    });
  });

  it('stops a cancelled job at its next check and never marks it done', async () => {
    const { deps } = ctx().app;
    const kind = steppingKind(async (jobCtx) => {
      expect(await cancelQueuedJob(deps.db, jobCtx.jobId, 'stopped by a person', deps.now())).toBe(true);
    });
    const id = await enqueue(deps.db, kind, { name: 'x' });
    expect(await runDueJobs(deps, [kind])).toEqual({ done: 0, failed: 1 });
    expect(await findJobState(deps.db, id)).toMatchObject({
      status: 'cancelled',
      progress: 30,
      lastError: 'stopped by a person',
    });
    expect(await cancelQueuedJob(deps.db, id, 'again', deps.now())).toBe(false);
  });

  it('refuses to finish a job cancelled after its last check (the row lock decides)', async () => {
    const { deps } = ctx().app;
    const kind = defineJobKind({
      kind: `test.${randomBytes(4).toString('hex')}`,
      payload: z.object({ name: z.string() }),
      async run(runDeps, _payload, jobCtx) {
        await jobCtx.throwIfCancelled();
        await cancelQueuedJob(runDeps.db, jobCtx.jobId, 'late cancel', runDeps.now());
        await runDeps.db.transaction((tx) => jobCtx.finish(tx, { written: true }));
      },
    });
    const id = await enqueue(deps.db, kind, { name: 'x' });
    expect(await runDueJobs(deps, [kind])).toEqual({ done: 0, failed: 1 });
    expect(await findJobState(deps.db, id)).toMatchObject({ status: 'cancelled', result: null });
  });

  it('keeps one queued job per live key, and frees the key when it ends', async () => {
    const { deps } = ctx().app;
    const { kind } = recordingKind();
    const key = `test-key-${randomBytes(4).toString('hex')}`;
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        deps.db.transaction((tx) => enqueueLive(tx, kind, { name: 'once' }, key)),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    await runDueJobs(deps, [kind]);
    const next = await enqueueLive(deps.db, kind, { name: 'next' }, key);
    expect(next.created).toBe(true);
    expect(next.id).not.toBe(results[0]?.id);
  });
});
