import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { adminQuery } from './database-images.ts';

export type TestDatabase = {
  name: 'pglite' | 'postgres';
  open(): Promise<{ database: Database; drop(): Promise<void> }>;
};

/**
 * Creates a database on the server of `url`, migrated (a copy of the run's template, see
 * global-setup.ts) or, outside a test run, empty; returns its URL and how to drop it.
 */
export async function createFreshPostgres(url: string) {
  const name = `lexi_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}

/** A fresh PostgreSQL database on the server of DATABASE_URL, dropped afterwards. */
async function freshPostgres(url: string) {
  const fresh = await createFreshPostgres(url);
  const database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 5 });
  return {
    database,
    async drop() {
      await database.close();
      await fresh.drop();
    },
  };
}

/** Which databases the suites run on: `pglite` unless TEST_DATABASES=postgres (PostgreSQL alone). */
export function runsOn(name: TestDatabase['name']): boolean {
  if (name === 'postgres') return Boolean(process.env.DATABASE_URL);
  return process.env.TEST_DATABASES !== 'postgres' || !process.env.DATABASE_URL;
}

/**
 * The embedded database always, and PostgreSQL as well when DATABASE_URL is set (as `.ci/run`
 * does). TEST_DATABASES=postgres runs the suites on PostgreSQL alone.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [];
  if (runsOn('pglite')) {
    list.push({
      name: 'pglite',
      async open() {
        const database = await openDatabase({ kind: 'pglite', dataDir: null, image: inject('pgliteImage') });
        return { database, drop: () => database.close() };
      },
    });
  }
  const url = process.env.DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => freshPostgres(url) });
  return list;
}
