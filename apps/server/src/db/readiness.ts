import { statfs } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

export type Readiness =
  | { ready: true }
  | {
      ready: false;
      /**
       * timeout: no answer in time (every connection held, PGlite stuck behind a transaction);
       * read_only: answers, but refuses writes (a standby after fail-over, a read-only database);
       * disk_full: the embedded database's disk has no room left for writes;
       * error: the query failed (closed or crashed database, lost server, missing tables).
       */
      reason: 'timeout' | 'read_only' | 'disk_full' | 'error';
      error?: unknown;
    };

/** Below this much free space on the embedded database's disk, writes are about to fail. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

export type ReadinessOptions = {
  timeoutMs: number;
  /** The embedded database's DATA_DIR, whose disk is checked for room (null: PostgreSQL's is not ours). */
  dataDir: string | null;
  /** Free bytes on the disk of a directory (replaced in tests). */
  freeBytes?: (dir: string) => Promise<number>;
};

async function freeBytesOf(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

/**
 * Whether the database serves what real requests need, asked the way they ask: one write-free
 * query through the application's own Drizzle client (the same pool, the same PGlite queue), on an
 * application table, that also reads whether writes are accepted. `select 1` on the side answered
 * "ready" while a stuck transaction held PGlite, while every pooled connection was taken, and on a
 * database that had turned read-only. One probe is in flight at a time: while it is still waiting,
 * further checks answer "timeout" at once instead of queueing behind it.
 */
export function createReadinessCheck(database: Database, options: ReadinessOptions) {
  let inFlight: Promise<Readiness> | null = null;
  const freeBytes = options.freeBytes ?? freeBytesOf;

  async function probe(): Promise<Readiness> {
    try {
      const result = await database.db.execute(
        sql`select current_setting('transaction_read_only') as read_only, (select count(*) from (select 1 from users limit 1) as one) as probed`,
      );
      const row = (result as unknown as { rows: { read_only: string }[] }).rows[0];
      if (row?.read_only === 'on') return { ready: false, reason: 'read_only' };
      if (options.dataDir && (await freeBytes(options.dataDir)) < MIN_FREE_BYTES) {
        return { ready: false, reason: 'disk_full' };
      }
      return { ready: true };
    } catch (error) {
      return { ready: false, reason: 'error', error };
    }
  }

  return async function check(): Promise<Readiness> {
    if (inFlight) return { ready: false, reason: 'timeout' };
    const running = probe();
    inFlight = running;
    void running.finally(() => {
      if (inFlight === running) inFlight = null;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Readiness>((resolve) => {
      timer = setTimeout(() => resolve({ ready: false, reason: 'timeout' }), options.timeoutMs);
    });
    try {
      return await Promise.race([running, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
