import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabases } from '../test/test-databases.ts';
import type { Database } from './client.ts';
import { migrate } from './migrate.ts';
import { createReadinessCheck, MIN_FREE_BYTES } from './readiness.ts';

const TIMEOUT_MS = 500;

async function migrated(db: TestDatabase) {
  const opened = await db.open();
  await migrate(opened.database.db);
  return opened;
}

/** Holds `count` transactions open (each on its own connection) until released. */
async function holdTransactions(database: Database, count: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = Array.from({ length: count }, () =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await released;
    }),
  );
  // Let every transaction take its connection (PGlite: its one queue) before probing.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return async () => {
    release();
    await Promise.all(held);
  };
}

for (const db of testDatabases()) {
  describe(`database readiness [${db.name}]`, () => {
    let opened: Awaited<ReturnType<typeof migrated>>;
    beforeAll(async () => {
      opened = await migrated(db);
    });
    afterAll(async () => {
      await opened.drop();
    });

    it('is ready when an application table answers and writes are accepted', async () => {
      const check = createReadinessCheck(opened.database, { timeoutMs: TIMEOUT_MS, dataDir: null });
      expect(await check()).toEqual({ ready: true });
    });

    it('says "timeout" while every connection is held by a stuck transaction, and ready once they end', async () => {
      const check = createReadinessCheck(opened.database, { timeoutMs: TIMEOUT_MS, dataDir: null });
      // PGlite serves one transaction at a time; the test pool of PostgreSQL has five connections.
      const release = await holdTransactions(opened.database, db.name === 'pglite' ? 1 : 5);
      try {
        expect(await check()).toEqual({ ready: false, reason: 'timeout' });
        // The first probe still waits: a second check does not queue another behind it.
        expect(await check()).toEqual({ ready: false, reason: 'timeout' });
      } finally {
        await release();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await check()).toEqual({ ready: true });
    });

    it('says "disk_full" when the embedded database has no room left on its disk', async () => {
      const check = createReadinessCheck(opened.database, {
        timeoutMs: TIMEOUT_MS,
        dataDir: '/data',
        freeBytes: async () => MIN_FREE_BYTES - 1,
      });
      expect(await check()).toEqual({ ready: false, reason: 'disk_full' });
    });

    it('says "read_only" when the database answers `select 1` but refuses every write', async () => {
      const own = await migrated(db);
      try {
        if (db.name === 'pglite') {
          await own.database.exec('set default_transaction_read_only = on');
        } else {
          // A fail-over to a read-only server: new sessions are read-only.
          await own.database.exec(
            `do $$ begin execute format('alter database %I set default_transaction_read_only = on', current_database()); end $$`,
          );
          await own.database
            .query(
              'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database()',
            )
            .catch(() => undefined);
        }
        await expect(own.database.query('select 1')).resolves.toHaveLength(1);
        await expect(
          own.database.query("insert into login_failures (subject) values ('probe')"),
        ).rejects.toThrow(/read-only transaction/);
        const check = createReadinessCheck(own.database, { timeoutMs: TIMEOUT_MS, dataDir: null });
        expect(await check()).toEqual({ ready: false, reason: 'read_only' });
      } finally {
        await own.drop();
      }
    });

    it('says "error" once the database is closed', async () => {
      const own = await migrated(db);
      await own.database.close();
      const check = createReadinessCheck(own.database, { timeoutMs: TIMEOUT_MS, dataDir: null });
      expect(await check()).toMatchObject({ ready: false, reason: 'error' });
      await own.drop().catch(() => undefined);
    });
  });
}
