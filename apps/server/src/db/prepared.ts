import type { Db } from './client.ts';

/**
 * A prepared statement of a hot path, per database handle: Drizzle renders its SQL once (instead
 * of on every call), and the database parses and plans it once per connection, as it is executed
 * by name with `sql.placeholder` values. A transaction is another handle and gets its own.
 */
export function preparedOn<T>(build: (db: Db) => T): (db: Db) => T {
  const byHandle = new WeakMap<Db, T>();
  return (db) => {
    let statement = byHandle.get(db);
    if (!statement) {
      statement = build(db);
      byHandle.set(db, statement);
    }
    return statement;
  };
}
