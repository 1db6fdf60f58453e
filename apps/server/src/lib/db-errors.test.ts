import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { isDatabaseUnavailable } from './db-errors.ts';

/** Real errors, taken from the driver and the pool rather than written by hand. */
async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('no error');
}

const portOf = (server: ReturnType<typeof createServer>) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

describe('isDatabaseUnavailable', () => {
  it('is true when the pool gets no connection, false for refused queries and other services', async () => {
    // A port that was just free: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const free = portOf(probe);
        probe.close(() => resolve(free));
      });
    });
    const nowhere = await openDatabase({ kind: 'postgres', url: `postgres://x@127.0.0.1:${port}/x` });
    // A server that accepts and hangs up at once: the driver's "Connection terminated".
    const hangUp = createServer((socket) => socket.destroy()).listen(0, '127.0.0.1');
    await new Promise((resolve) => hangUp.once('listening', resolve));
    const cutOff = await openDatabase({
      kind: 'postgres',
      url: `postgres://x@127.0.0.1:${portOf(hangUp)}/x`,
    });
    try {
      // A query, a Drizzle query, and a transaction: each asks the pool for a connection.
      expect(isDatabaseUnavailable(await errorOf(() => nowhere.query('select 1')))).toBe(true);
      expect(isDatabaseUnavailable(await errorOf(() => nowhere.db.execute(sql`select 1`)))).toBe(true);
      expect(isDatabaseUnavailable(await errorOf(() => nowhere.db.transaction(async () => {})))).toBe(true);
      expect(isDatabaseUnavailable(await errorOf(() => cutOff.query('select 1')))).toBe(true);
      // The same refusal from another service (a mail server, an eSign provider) is not the database's.
      const fetched = await errorOf(() => fetch(`http://127.0.0.1:${port}/`));
      expect(isDatabaseUnavailable(fetched)).toBe(false);
    } finally {
      hangUp.close();
      await Promise.all([nowhere.close(), cutOff.close()]);
    }

    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const syntax = await errorOf(() => database.query('selec 1'));
      const missing = await errorOf(() => database.db.execute(sql`select * from no_such_table`));
      expect(isDatabaseUnavailable(syntax)).toBe(false);
      expect(isDatabaseUnavailable(missing)).toBe(false);
    } finally {
      await database.close();
    }
  }, 60_000);
});
