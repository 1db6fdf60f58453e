import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { memoryMessengers } from './memory-messengers.ts';
import { type TestContext, testConfig } from './test-app.ts';
import { createFreshPostgres, runsOn } from './test-databases.ts';

/**
 * Two instances of LeXi in this process on one fresh PostgreSQL database, as behind a load
 * balancer: each has its own pool and its own caches, and they share the mail and SMS outboxes.
 * `a` is a test context (for the fixtures that sign people in), `b` the other app. `close` ends both.
 */
export async function startAppPair(adminUrl: string) {
  const fresh = await createFreshPostgres(adminUrl);
  const messengers = memoryMessengers();
  const opened: { app: FastifyInstance; database: Database; dataDir: string }[] = [];
  const close = async () => {
    for (const instance of opened) {
      await instance.app.close();
      await instance.database.close();
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await fresh.drop();
  };
  try {
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'lexi-test-'));
      const database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 3 });
      const app = await buildApp({
        config: testConfig(dataDir),
        database,
        mailer: messengers.mailer,
        sms: messengers.sms,
        logger: false,
      });
      opened.push({ app, database, dataDir });
    }
  } catch (error) {
    await close();
    throw error;
  }
  const [first, second] = opened;
  if (!first || !second) throw new Error('two instances expected');
  const a: TestContext = { ...first, messengers, logLines: [] };
  return { a, b: second.app, close };
}

export type AppPair = { a: TestContext; b: FastifyInstance };

/** A suite on two instances (startAppPair), when DATABASE_URL names a PostgreSQL server. */
export function describeOnAppPair(title: string, suite: (pair: () => AppPair) => void) {
  const url = process.env.DATABASE_URL;
  describe.runIf(url && runsOn('postgres'))(title, () => {
    let pair: Awaited<ReturnType<typeof startAppPair>> | undefined;
    beforeAll(async () => {
      pair = await startAppPair(url ?? '');
    });
    afterAll(async () => {
      await pair?.close();
    });
    suite(() => {
      if (!pair) throw new Error('the two instances did not start');
      return pair;
    });
  });
}
