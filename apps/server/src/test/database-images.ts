import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Db, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { pgliteExtensions } from '../db/pglite-extensions.ts';

/**
 * Migrated starting points for the test databases, made once per test run: a fresh embedded
 * database costs an initdb (seconds) and every migration, which each of the many test files paid.
 * Tests open their own copy, so each still starts empty and isolated.
 */

/** An embedded database, migrated, written as a data-directory image (a tarball) at `path`. */
export async function writePgliteImage(path: string): Promise<void> {
  // In this process (Vitest's global setup cannot start the database thread): the same migrations
  // through Drizzle's PGlite driver, whose transactions and results have the shape migrate() uses.
  const pglite = new PGlite({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle(pglite) as unknown as Db);
    const image = await pglite.dumpDataDir('none');
    writeFileSync(path, Buffer.from(await image.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A migrated PostgreSQL database on the server of `url`, to create test databases from. */
export async function createPostgresTemplate(url: string) {
  const name = `lexi_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 1 });
  try {
    await migrate(database.db);
  } finally {
    await database.close();
  }
  return { name, drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
}

export { adminQuery };
