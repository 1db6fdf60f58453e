import { rmSync } from 'node:fs';
import { messages } from '@lexi/shared/messages';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './account-fixtures.ts';
import { startTestApp } from './test-app.ts';
import { testDatabases } from './test-databases.ts';

const url = process.env.DATABASE_URL;
const postgres = testDatabases().find((db) => db.name === 'postgres');
const pglite = testDatabases().find((db) => db.name === 'pglite');

async function admin(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` up to `tries` times, 100 ms apart, until it holds; answers whether it did. */
async function eventually(check: () => Promise<boolean>, tries = 100): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await pause(100);
  }
  return false;
}

/**
 * The database goes away under a running, in-process app: every connection of the app terminated
 * (pg_terminate_backend) and new ones refused for a while. During the gap requests answer 503 with
 * the catalogue's sentence and /readyz says not ready; afterwards the same app serves again, its
 * notifications included, without a restart.
 */
describe.runIf(url && postgres)('the database goes away and comes back [postgres]', () => {
  let started: Awaited<ReturnType<typeof startTestApp>>;
  let name = '';
  const allow = (yes: boolean) =>
    admin(`alter database ${pg.escapeIdentifier(name)} allow_connections ${yes}`);

  beforeAll(async () => {
    if (!postgres) return;
    started = await startTestApp(postgres);
    const [row] = await started.ctx.database.query<{ name: string }>('select current_database() as name');
    name = row?.name ?? '';
  }, 180_000);
  afterAll(async () => {
    if (name) await allow(true).catch(() => {});
    await started?.stop();
  });

  const signIn = () =>
    post(started.ctx.app, '/api/login', { username: 'nobody.here', password: 'Not-the-password-1' });
  const ready = () => started.ctx.app.inject({ method: 'GET', url: '/readyz' });

  it('answers 503 with a message during the gap, and recovers on its own', async () => {
    const { app } = started.ctx;
    expect((await signIn()).statusCode).toBe(401);
    expect((await ready()).statusCode).toBe(200);

    await allow(false);
    await admin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    try {
      const refused = await signIn();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({
        code: 'server.unavailable',
        message: messages.common.unavailable,
      });
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body).not.toMatch(/terminat|pg_|accepting connections/i);
      const notReady = await ready();
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ status: 'unavailable', message: messages.common.unavailable });
    } finally {
      await allow(true);
    }

    // The pool makes new connections on the next requests: no restart, no manual step.
    expect(await eventually(async () => (await ready()).statusCode === 200)).toBe(true);
    expect((await signIn()).statusCode).toBe(401);

    // The notification connection came back too (it retries every second): a message published
    // now is heard. Its subscribers were told `null` on the way (re-read what you watch).
    const heard: (string | null)[] = [];
    const stop = app.notify.subscribe('outage.test', (payload) => heard.push(payload));
    try {
      const gotIt = await eventually(async () => {
        await app.notify.publish('outage.test', 'after the gap');
        await pause(100);
        return heard.includes('after the gap');
      }, 60);
      expect(gotIt).toBe(true);
    } finally {
      stop();
    }
  }, 60_000);
});

/**
 * The embedded database lives in the process: it cannot go away and come back on its own. What
 * applies is the answer while it is gone (here: closed under the running app): 503 with the
 * catalogue's sentence, never a 500, and /readyz not ready.
 */
describe.runIf(pglite)('the embedded database gone under a running app [pglite]', () => {
  it('answers 503 with a message, and /readyz says not ready', async () => {
    if (!pglite) return;
    const { ctx } = await startTestApp(pglite);
    try {
      await ctx.database.close();
      const refused = await post(ctx.app, '/api/login', {
        username: 'nobody.here',
        password: 'Not-the-password-1',
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({
        code: 'server.unavailable',
        message: messages.common.unavailable,
      });
      const notReady = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
    } finally {
      await ctx.app.close();
      rmSync(ctx.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
