import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

type Journal = { entries: { idx: number; tag: string }[] };

// Beside this file in the sources (src/db/migrations) and beside the bundle in dist (dist/migrations).
export const defaultMigrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: every instance that starts at once takes the same lock, so one migrates. */
const MIGRATION_LOCK_ID = 7_243_019;

/**
 * Applies the committed drizzle-kit migrations that are not applied yet, in order, in one
 * transaction under an advisory lock: several servers starting together on one PostgreSQL
 * migrate once, and a failing migration leaves the database as it was.
 */
export async function migrate(db: Db, dir = defaultMigrationsDir): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(
      sql`create table if not exists lexi_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    );
    const result = (await tx.execute(sql`select tag from lexi_migrations`)) as unknown as {
      rows: { tag: string }[];
    };
    const applied = new Set(result.rows.map((r) => r.tag));
    const done: string[] = [];
    for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (applied.has(entry.tag)) continue;
      const text = readFileSync(join(dir, `${entry.tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into lexi_migrations (tag) values (${entry.tag})`);
      done.push(entry.tag);
    }
    return done;
  });
}
