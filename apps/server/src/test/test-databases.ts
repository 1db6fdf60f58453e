import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

export type TestDatabase = {
  name: 'pglite' | 'postgres';
  open(): Promise<{ database: Database; drop(): Promise<void> }>;
};

/** A fresh, empty PostgreSQL database on the server of DATABASE_URL, dropped afterwards. */
async function freshPostgres(url: string) {
  const name = `lexi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 5 });
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The embedded database always; PostgreSQL as well when DATABASE_URL is set. */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      async open() {
        const database = await openDatabase({ kind: 'pglite', dataDir: null });
        return { database, drop: () => database.close() };
      },
    },
  ];
  const url = process.env.DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => freshPostgres(url) });
  return list;
}
