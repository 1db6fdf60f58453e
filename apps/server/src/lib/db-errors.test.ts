import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { isDatabaseUnavailable } from './db-errors.ts';

/** Real driver errors, taken from the driver rather than written by hand. */
async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('no error');
}

describe('isDatabaseUnavailable', () => {
  it('is true for a refused connection and one cut mid-way, false for refused queries', async () => {
    // A port that was just free: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const refused = await errorOf(() => new pg.Client({ host: '127.0.0.1', port, user: 'x' }).connect());
    expect(isDatabaseUnavailable(refused)).toBe(true);

    // A server that accepts and hangs up at once: the driver's "Connection terminated".
    const hangUp = createServer((socket) => socket.destroy()).listen(0, '127.0.0.1');
    await new Promise((resolve) => hangUp.once('listening', resolve));
    const address = hangUp.address();
    const cut = await errorOf(() =>
      new pg.Client({
        host: '127.0.0.1',
        port: typeof address === 'object' && address ? address.port : 0,
        user: 'x',
      }).connect(),
    );
    hangUp.close();
    expect(isDatabaseUnavailable(cut)).toBe(true);
    // Wrapped, as Drizzle wraps the driver's error.
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: cut }))).toBe(true);

    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const syntax = await errorOf(() => database.query('selec 1'));
      const missing = await errorOf(() => database.query('select * from no_such_table'));
      expect(isDatabaseUnavailable(syntax)).toBe(false);
      expect(isDatabaseUnavailable(missing)).toBe(false);
    } finally {
      await database.close();
    }
  }, 60_000);
});
