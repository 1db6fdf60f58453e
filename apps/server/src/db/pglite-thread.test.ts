import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';

describe('the embedded database in its worker thread, through a pool of a few connections', () => {
  let database: Database;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    pool = (database.db as unknown as { $client: pg.Pool }).$client;
    await database.exec('create table items (id int primary key, name text not null)');
  });

  afterAll(async () => {
    await database.close();
  });

  it('answers parallel queries one after another with the right rows each', async () => {
    await database.query('insert into items values (1, $1), (2, $2)', ['one', 'two']);
    const answers = await Promise.all(
      [1, 2, 1, 2].map((id) =>
        pool.query({ name: 'item_by_id', text: 'select name from items where id = $1', values: [id] }),
      ),
    );
    expect(answers.map((a) => a.rows[0]?.name)).toEqual(['one', 'two', 'one', 'two']);
  });

  it('reports a failing statement and goes on answering', async () => {
    await expect(database.query('select * from no_such_table')).rejects.toThrow(/does not exist/);
    expect(await database.query('select count(*)::int as n from items')).toEqual([{ n: 2 }]);
  });

  it('keeps a transaction whole: no other connection’s statement runs inside it', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into items values (10, $1)', ['ten']);
      // Another connection's insert waits until the transaction has ended.
      const other = pool.query('insert into items values (11, $1)', ['eleven']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await client.query('rollback');
      await other;
    } finally {
      client.release();
    }
    expect(await database.query('select id from items where id >= 10 order by id')).toEqual([{ id: 11 }]);
    await database.query('delete from items where id = 11');
  });

  it('lets several connections prepare statements of the same name', async () => {
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    try {
      const answers = await Promise.all(
        clients.map((c, i) => c.query({ name: 'same_name', text: 'select $1::int + 1 as n', values: [i] })),
      );
      expect(answers.map((a) => a.rows[0]?.n)).toEqual([1, 2, 3]);
    } finally {
      for (const c of clients) c.release();
    }
  });

  it('rolls back the transaction of a client that went away, and a new client may reuse statement names', async () => {
    const client = await pool.connect();
    await client.query('begin');
    await client.query({ name: 'item_by_id', text: 'select name from items where id = $1', values: [1] });
    await client.query('insert into items values (3, $1)', ['three']);
    client.release(new Error('dropped')); // destroys the connection in the middle of its transaction
    expect(await database.query('select id from items order by id')).toEqual([{ id: 1 }, { id: 2 }]);
    const again = await pool.query({
      name: 'item_by_id',
      text: 'select name from items where id = $1',
      values: [2],
    });
    expect(again.rows).toEqual([{ name: 'two' }]);
  });
});
