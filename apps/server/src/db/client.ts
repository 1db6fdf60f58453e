import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DatabaseUnavailableError } from '../lib/db-errors.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { type PgliteThread, startPgliteThread } from './pglite-thread.ts';
import { plannerStartupOptions } from './planner-settings.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL outside Drizzle (migrations, health checks). */
  exec(sqlText: string): Promise<void>;
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /**
   * Hears the notifications of a channel from every instance (PostgreSQL LISTEN), on a connection
   * of its own that comes back after a loss; `connected` tells when it is up or down. The embedded
   * database has one process (the data-dir lock): there notifications go from `notify` to the
   * listeners in this process. Resolves once listening; returns how to stop.
   */
  listen(channel: string, on: Listener): Promise<() => Promise<void>>;
  /** Sends a notification to the listeners of every instance, this one included. */
  notify(channel: string, payload: string): Promise<void>;
  /** How many connections listen on the channel now (one per running instance). */
  listeners(channel: string): Promise<number>;
  close(): Promise<void>;
};

export type Listener = { message(payload: string): void; connected(up: boolean): void };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /**
       * In memory only: start from this data-directory image (a tarball written by PGlite's
       * dumpDataDir) instead of an empty cluster. Tests start every database from one migrated
       * image, which skips initdb and the migrations (seconds per test file).
       */
      image?: string;
    };

const RECONNECT_MS = 1_000;

/** Connections of the pool in front of the embedded database's thread. */
const PGLITE_CONNECTIONS = 4;

const listenStatement = (channel: string) => `listen ${pg.escapeIdentifier(channel)}`;

/** LISTEN on a dedicated PostgreSQL connection, reconnecting after a loss. */
async function listenOn(url: string, channel: string, on: Listener): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  // Once per connection: a lost connection (error or end) is let go and another one is tried.
  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    on.connected(false);
    lost.end().catch(() => {});
    if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload) on.message(n.payload);
    });
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      await next.query(listenStatement(channel));
    } catch (error) {
      lose(next);
      throw error;
    }
    on.connected(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end();
  };
}

/** Notifications within this process: the embedded database has no other instance to reach. */
type Notifications = Pick<Database, 'listen' | 'notify' | 'listeners'>;

function inProcessNotifications(): Notifications {
  const events = new EventEmitter();
  return {
    listen: async (channel, on) => {
      const message = (payload: string) => on.message(payload);
      events.on(channel, message);
      on.connected(true);
      return async () => {
        events.off(channel, message);
      };
    },
    notify: async (channel, payload) => {
      events.emit(channel, payload);
    },
    listeners: async (channel) => events.listenerCount(channel),
  };
}

/**
 * Makes the pool's failures to get a connection (for a query or a transaction) DatabaseUnavailableError:
 * such a request answers 503 "cannot reach the database", not 500 (plugins/errors.ts). The pool's
 * own queries come through `connect` too (pg-pool's query calls this.connect with a callback).
 */
function reportUnavailable(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  const wrap = (error: unknown) => (error instanceof Error ? new DatabaseUnavailableError(error) : error);
  pool.connect = ((
    callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) => {
    if (!callback) return connect().catch((error: unknown) => Promise.reject(wrap(error)));
    connect((error, client, done) => callback(error ? (wrap(error) as Error) : error, client, done));
    return undefined;
  }) as typeof pool.connect;
}

function poolDatabase(
  pool: pg.Pool,
  kind: Database['kind'],
  notifications: Notifications,
  close: () => Promise<void> = () => pool.end(),
): Database {
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  reportUnavailable(pool);
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind,
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    query: async <T>(sqlText: string, params: unknown[] = []) =>
      (await pool.query(sqlText, params)).rows as T[],
    ...notifications,
    close,
  };
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in DATA_DIR/pglite (or in
 * memory). Both are reached through one `pg` pool: PGlite runs in a worker thread (so that its
 * queries never block the event loop) and speaks the wire protocol to a pool of a few connections,
 * whose queries the thread runs one at a time (see pglite-worker.ts).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { url } = options;
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      options: plannerStartupOptions,
    });
    return poolDatabase(pool, 'postgres', {
      listen: (channel, on) => listenOn(url, channel, on),
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      // A listening connection's last statement stays its LISTEN while it waits.
      listeners: async (channel) => {
        const { rows } = await pool.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = current_database() and query = $1',
          [listenStatement(channel)],
        );
        return rows[0]?.n ?? 0;
      },
    });
  }
  let dir: string | null = null;
  if (options.dataDir) {
    dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const release = dir ? lockDataDir(dir) : () => {};
  let thread: PgliteThread;
  try {
    thread = await startPgliteThread(dir, dir ? undefined : options.image);
  } catch (error) {
    release();
    throw error;
  }
  // Several connections keep the thread busy while the main thread reads answers and sends the
  // next queries; they stay open, keeping their prepared statements.
  const pool = new pg.Pool({
    user: 'postgres',
    database: 'postgres',
    max: PGLITE_CONNECTIONS,
    idleTimeoutMillis: 0,
    stream: () => thread.connection(),
  });
  return poolDatabase(pool, 'pglite', inProcessNotifications(), async () => {
    await pool.end();
    await thread.close();
    release();
  });
}
