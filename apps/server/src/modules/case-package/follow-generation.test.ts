import { caseGenerationStepValues } from '@lexi/shared/api/case-package';
import { expect, it } from 'vitest';
import { runDueJobs } from '../../lib/jobs/job-queue.ts';
import { recordJobProgress } from '../../lib/jobs/jobs.repository.ts';
import type { Notifier, NotifyListener } from '../../lib/notify/notifier.ts';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { holdGenerationJob, later, liveSession, workspaceWithCase } from './case-package.fixture.ts';
import { followGeneration } from './follow-generation.ts';
import { generateCaseJob } from './generate-case.job.ts';

const HOUR = 3_600_000;

/** A notifier that tells only what the test tells it (a lost notification is one it never tells). */
function quietNotifier() {
  const listeners = new Set<NotifyListener>();
  const notifier: Notifier = {
    publish: async () => {},
    subscribe(_channel, listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: async () => async () => {},
  };
  const tell = (payload: string | null) => {
    for (const listener of listeners) listener(payload);
  };
  return { notifier, listeners, tell };
}

// No periodic runner, and no re-read of the row for an hour: what reaches the socket was told.
describeOnEachDatabase(
  'the live connection wakes on the job’s notifications',
  (ctx) => {
    const app = () => ctx().app;
    const deps = () => ctx().app.deps;
    const progress = { progress: 45, step: 'generating_judgement', message: 'm45' };
    const lease = () => new Date(Date.now() + 60_000);

    it('sends every step the job reports as it reports it, with no re-read due for an hour', async () => {
      expect(deps().config.liveRereadMs).toBe(HOUR);
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      await holdGenerationJob(deps(), id);
      const live = await liveSession(app(), token);
      live.send({ action: 'generate_case', workspace_id: id });
      await live.until((m) => m.type === 'progress');
      // Another instance's runner takes the job once the holder's lease lapsed, and runs it.
      expect(await runDueJobs(later(deps(), 120_000), [generateCaseJob])).toEqual({ done: 1, failed: 0 });
      await live.closed();
      // Every step, in order, then the end.
      expect(live.messages.map((m) => (m.type === 'progress' ? m.step : m.type))).toEqual([
        ...caseGenerationStepValues,
        'complete',
      ]);
      expect(live.messages.at(-1)).toMatchObject({ type: 'complete', version: 1, workspace_id: id });
    });

    it('reads the row again when the notification connection comes back', async () => {
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      const jobId = await holdGenerationJob(deps(), id);
      const quiet = quietNotifier();
      const aborter = new AbortController();
      const follow = followGeneration(
        { db: deps().db, notify: quiet.notifier },
        jobId,
        id,
        aborter.signal,
        HOUR,
      );
      expect((await follow.next()).value).toMatchObject({ progress: 0, step: 'connecting' });
      // Progress written while the notification connection was down: nothing told of it.
      await recordJobProgress(deps().db, jobId, progress, lease(), new Date());
      const next = follow.next();
      quiet.tell(null);
      expect((await next).value).toEqual({ type: 'progress', ...progress });
      aborter.abort();
      expect((await follow.next()).done).toBe(true);
      expect(quiet.listeners.size).toBe(0);
    });

    it('reads the row again after rereadMs when a notification was lost', async () => {
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      const jobId = await holdGenerationJob(deps(), id);
      const quiet = quietNotifier();
      const follow = followGeneration(
        { db: deps().db, notify: quiet.notifier },
        jobId,
        id,
        new AbortController().signal,
        20,
      );
      expect((await follow.next()).value).toMatchObject({ step: 'connecting' });
      await recordJobProgress(deps().db, jobId, progress, lease(), new Date());
      expect((await follow.next()).value).toEqual({ type: 'progress', ...progress });
      await follow.return(undefined);
      expect(quiet.listeners.size).toBe(0);
    });
  },
  { JOB_POLL_SECONDS: '0', LIVE_REREAD_SECONDS: '3600' },
);
