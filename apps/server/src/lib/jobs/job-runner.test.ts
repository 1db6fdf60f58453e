import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { startTestApp } from '../../test/test-app.ts';
import { testDatabases } from '../../test/test-databases.ts';
import { createNotifier } from '../notify/notifier.ts';
import { defineJobKind, enqueue } from './job-queue.ts';
import { startJobRunner } from './job-runner.ts';
import { jobSettled } from './watch-job.ts';

const postgres = testDatabases().find((db) => db.name === 'postgres');

/**
 * Two instances on one PostgreSQL database, in this process: A (the whole app) and B (a job runner
 * on connections of its own). A job enqueued by a commit on A is run by B,
 * woken by the commit's notification alone (it polls once an hour); A, watching, sees it done.
 */
describe.runIf(postgres)('a job enqueued on one instance wakes the runner of another [postgres]', () => {
  let a: Awaited<ReturnType<typeof startTestApp>>;
  let bDatabase: Database;
  const runner = Fastify({ logger: false });

  beforeAll(async () => {
    if (!postgres) return;
    a = await startTestApp(postgres, { JOB_POLL_SECONDS: '0' });
    const [row] = await a.ctx.database.query<{ name: string }>('select current_database() as name');
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${row?.name}`;
    bDatabase = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  }, 180_000);
  afterAll(async () => {
    await runner.close();
    await bDatabase?.close();
    await a?.stop();
  });

  it('runs it on B promptly, woken by the commit', async () => {
    const ranOn: string[] = [];
    const kind = defineJobKind({
      kind: `test.woken.${randomBytes(4).toString('hex')}`,
      payload: z.object({ n: z.number() }),
      async run(deps) {
        ranOn.push(deps.database === bDatabase ? 'B' : 'A');
      },
    });
    const aDeps = a.ctx.app.deps;
    const bDeps: Deps = {
      ...aDeps,
      config: { ...aDeps.config, jobPollIntervalMs: 3_600_000 },
      database: bDatabase,
      db: bDatabase.db,
      notify: createNotifier(bDatabase),
    };
    const stopB = await bDeps.notify.start();
    runner.addHook('onClose', stopB);
    startJobRunner(runner, bDeps, [kind]);
    await runner.ready();

    const id = await aDeps.db.transaction((tx) => enqueue(tx, kind, { n: 1 }));
    // Only B knows the kind, and B's next poll is an hour away: only the commit's notification
    // can make it run within the test's minute.
    const settled = await jobSettled(aDeps, id);
    expect(settled).toMatchObject({ id, status: 'done', attempts: 1 });
    expect(ranOn).toEqual(['B']);
  }, 60_000);
});
