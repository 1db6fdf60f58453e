import { afterAll, describe, expect, it } from 'vitest';
import { exited, postJson, seedDemo, signIn, startServer, targets } from '../../test/server-process.ts';
import { workspaceWithCaseOverHttp } from './case-package.fixture.ts';

/** The one spawned-server test of case generation: a real SIGKILL in the middle of the job. */
for (const target of targets) {
  describe(`case generation killed mid-job [${target.name}]`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
    });

    it('is taken again after the restart and completes once', { timeout: 300_000 }, async () => {
      const { env, drop } = await target.env();
      cleanups.push(drop);
      seedDemo(env);
      // A dead runner's lease lapses in 1 s; every runner looks for owed jobs each second.
      const fast = { ...env, JOB_LEASE_SECONDS: '1', JOB_POLL_SECONDS: '1' };
      const crashing = await startServer({ ...fast, LEXI_CRASH_AT: 'generate-case:judgements_generated' });
      const token = await signIn(crashing.base, 'rao.firm');
      const workspaceId = await workspaceWithCaseOverHttp(crashing.base, token);
      // The job runs (from this call's kick or the runner) and the process dies at the crash point.
      await postJson(
        crashing.base,
        '/api/litigation/initialize-case/',
        { workspace_id: workspaceId },
        token,
      ).catch(() => undefined);
      const timer = setTimeout(() => crashing.child.kill('SIGTERM'), 60_000);
      await exited(crashing.child);
      clearTimeout(timer);
      expect(crashing.child.signalCode).toBe('SIGKILL');

      const server = await startServer(fast);
      try {
        const again = await signIn(server.base, 'rao.firm');
        let answer: { generated?: boolean; version?: number } = {};
        for (let tries = 0; tries < 100 && !answer.generated; tries++) {
          const res = await postJson(
            server.base,
            '/api/litigation/initialize-case/',
            { workspace_id: workspaceId },
            again,
          );
          answer = (await res.json()) as typeof answer;
          if (!answer.generated) await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect(answer).toMatchObject({ generated: true, version: 1 });
        const pkg = await postJson(
          server.base,
          '/api/litigation/get-case-package/',
          { workspace_id: workspaceId },
          again,
        );
        const body = (await pkg.json()) as { versions: { version: number }[]; drafts: unknown[] };
        expect(body.versions.map((v) => v.version)).toEqual([1]);
        expect(body.drafts.length).toBeGreaterThan(0);
      } finally {
        server.child.kill('SIGTERM');
        await exited(server.child);
      }
    });
  });
}
