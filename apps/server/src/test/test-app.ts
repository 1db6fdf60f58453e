import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { memoryMessengers } from './memory-messengers.ts';
import { type TestDatabase, testDatabases } from './test-databases.ts';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  messengers: ReturnType<typeof memoryMessengers>;
  dataDir: string;
  logLines: string[];
};

export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    APP_SECRET: 'test-secret-test-secret-test-secret-123',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
}

/** Builds the app on a fresh database with in-memory mail and SMS. */
export async function startTestApp(db: TestDatabase, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lexi-test-'));
  const opened = await db.open();
  const messengers = memoryMessengers();
  const logLines: string[] = [];
  const app = await buildApp({
    config: testConfig(dataDir, env),
    database: opened.database,
    mailer: messengers.mailer,
    sms: messengers.sms,
    logStream: { write: (line) => void logLines.push(line) },
  });
  const ctx: TestContext = { app, database: opened.database, messengers, dataDir, logLines };
  return {
    ctx,
    async stop() {
      await app.close();
      await opened.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a suite once per test database (PGlite always, PostgreSQL when DATABASE_URL is set),
 * each on its own fresh app.
 */
export function describeOnEachDatabase(
  title: string,
  suite: (ctx: () => TestContext) => void,
  env: Record<string, string> = {},
) {
  for (const db of testDatabases()) {
    describe(`${title} [${db.name}]`, () => {
      let current: Awaited<ReturnType<typeof startTestApp>> | undefined;
      // Generous: migrating a fresh database takes long on a machine busy with other tests.
      beforeAll(async () => {
        current = await startTestApp(db, env);
      }, 180_000);
      afterAll(async () => {
        await current?.stop();
      });
      suite(() => {
        if (!current) throw new Error('test app not started');
        return current.ctx;
      });
    });
  }
}
