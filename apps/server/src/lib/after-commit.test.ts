import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { testDatabases } from '../test/test-databases.ts';
import { announceAfterCommit, type Changes, recordChanges } from './after-commit.ts';

const plain = (changes: Changes) =>
  Object.fromEntries([...changes].map(([topic, ids]) => [topic, [...ids].sort()]));

for (const testDb of testDatabases()) {
  describe(`after-commit announcements [${testDb.name}]`, () => {
    let opened: Awaited<ReturnType<typeof testDb.open>> | undefined;
    const told: ReturnType<typeof plain>[] = [];
    const db = (): Db => {
      if (!opened) throw new Error('no database');
      return opened.database.db;
    };
    beforeAll(async () => {
      opened = await testDb.open();
      announceAfterCommit(opened.database.db, async (changes) => {
        told.push(plain(changes));
      });
    }, 180_000);
    afterAll(async () => {
      await opened?.drop();
    });
    const fresh = () => told.splice(0);

    it('tells a write outside a transaction at once', async () => {
      fresh();
      await recordChanges(db(), 'contracts', ['u1', null, 'u1']);
      expect(fresh()).toEqual([{ contracts: ['u1'] }]);
      await recordChanges(db(), 'contracts', [undefined]);
      expect(fresh()).toEqual([]);
    });

    it('tells a transaction’s writes once, after its commit, all together', async () => {
      fresh();
      await db().transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await recordChanges(tx, 'contracts', ['u1']);
        await recordChanges(tx, 'emohar_documents', ['u2']);
        await recordChanges(tx, 'contracts', ['u3', 'u1']);
        expect(told).toEqual([]);
      });
      expect(fresh()).toEqual([{ contracts: ['u1', 'u3'], emohar_documents: ['u2'] }]);
    });

    it('tells nothing of a transaction rolled back', async () => {
      fresh();
      await expect(
        db().transaction(async (tx) => {
          await recordChanges(tx, 'contracts', ['u1']);
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      expect(fresh()).toEqual([]);
    });

    it('keeps a savepoint’s writes with its transaction, and drops those of one rolled back', async () => {
      fresh();
      await db().transaction(async (tx) => {
        await recordChanges(tx, 'contracts', ['outer']);
        await tx.transaction(async (inner) => {
          await recordChanges(inner, 'contracts', ['kept']);
          await inner.transaction(async (deepest) => {
            await recordChanges(deepest, 'contracts', ['deepest']);
          });
        });
        await tx
          .transaction(async (inner) => {
            await recordChanges(inner, 'contracts', ['dropped']);
            throw new Error('rolled back');
          })
          .catch(() => undefined);
        expect(told).toEqual([]);
      });
      expect(fresh()).toEqual([{ contracts: ['deepest', 'kept', 'outer'] }]);
    });

    it('records nothing through a database never given a sink', async () => {
      fresh();
      const other = await testDb.open();
      try {
        await recordChanges(other.database.db, 'contracts', ['u1']);
        await other.database.db.transaction(async (tx) => recordChanges(tx, 'contracts', ['u1']));
      } finally {
        await other.drop();
      }
      expect(fresh()).toEqual([]);
    });

    it('replaces the sink when given another', async () => {
      const second: Changes[] = [];
      const database: Database | undefined = opened?.database;
      if (!database) throw new Error('no database');
      announceAfterCommit(database.db, async (changes) => {
        second.push(changes);
      });
      try {
        await database.db.transaction(async (tx) => recordChanges(tx, 'contracts', ['u1']));
        expect(second.map(plain)).toEqual([{ contracts: ['u1'] }]);
        expect(fresh()).toEqual([]);
      } finally {
        announceAfterCommit(database.db, async (changes) => {
          told.push(plain(changes));
        });
      }
    });
  });
}
