import type { Db } from '../db/client.ts';

/** What changed, by topic (e.g. a table): the ids (e.g. owners) each topic's changes touched. */
export type Changes = ReadonlyMap<string, ReadonlySet<string>>;

/** Told once per commit what it changed (e.g. to invalidate caches on every instance). */
export type ChangeSink = (changes: Changes) => Promise<void>;

type Recorded = Map<string, Set<string>>;

function merge(into: Recorded, from: Changes): void {
  for (const [topic, ids] of from) {
    const set = into.get(topic) ?? new Set<string>();
    for (const id of ids) set.add(id);
    into.set(topic, set);
  }
}

/** Where a handle's writes are recorded: told at once (no transaction), or kept until the commit. */
type Scope = { record(changes: Changes): Promise<void> };

const scopes = new WeakMap<object, Scope>();
const roots = new WeakMap<object, { sink: ChangeSink }>();

type Transaction = (run: (tx: Db) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/**
 * Makes `handle.transaction` (and its transactions' nested ones) give each transaction a scope
 * that keeps what its writes recorded: once the transaction succeeded, that goes to `parent` (a
 * savepoint's to its transaction's, the outermost one's to the sink, after the commit). A rolled
 * back transaction or savepoint tells nothing.
 */
function install(handle: Db, scope: Scope): void {
  scopes.set(handle, scope);
  const original = (handle.transaction as unknown as Transaction).bind(handle);
  const transaction: Transaction = async (run, config) => {
    const kept: Recorded = new Map();
    const own: Scope = {
      record: async (changes) => merge(kept, changes),
    };
    const result = await original((tx) => {
      install(tx, own);
      return run(tx);
    }, config);
    if (kept.size > 0) await scope.record(kept);
    return result;
  };
  (handle as unknown as { transaction: Transaction }).transaction = transaction;
}

/**
 * Tells `sink` of every change the repositories record through `db` (recordChanges): right after
 * the write outside a transaction, once after the commit inside one (all its writes together).
 * Called once per database, before any write; calling again only replaces the sink.
 */
export function announceAfterCommit(db: Db, sink: ChangeSink): void {
  const root = roots.get(db);
  if (root) {
    root.sink = sink;
    return;
  }
  const fresh = { sink };
  roots.set(db, fresh);
  install(db, { record: (changes) => fresh.sink(changes) });
}

/**
 * Called by a repository function after each write of a table whose readers cache (the ids read
 * from the rows written): the sink hears of it after the commit. A handle of a database on which
 * announceAfterCommit was never called (a migration, a script before the app) records nothing.
 */
export async function recordChanges(
  db: Db,
  topic: string,
  ids: Iterable<string | null | undefined>,
): Promise<void> {
  const scope = scopes.get(db);
  if (!scope) return;
  const set = new Set<string>();
  for (const id of ids) if (id) set.add(id);
  if (set.size > 0) await scope.record(new Map([[topic, set]]));
}
