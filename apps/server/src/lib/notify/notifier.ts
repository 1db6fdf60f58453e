import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';

/**
 * The one PostgreSQL channel every notification travels on: one dedicated listening connection per
 * instance (which comes back by itself after a loss, see db/client.ts), whatever the number of
 * channels subscribed here. A notification carries its channel and its payload as JSON.
 */
export const NOTIFY_CHANNEL = 'lexi_notify';

/**
 * Told a notification's payload, or `null` when notifications may have been missed (the listening
 * connection came back after a loss): a subscriber then re-reads the state it watches.
 */
export type NotifyListener = (payload: string | null) => void;

export type Notifier = {
  /** Tells the subscribers of `channel` on every instance (this one included). Keep payloads small (ids). */
  publish(channel: string, payload: string): Promise<void>;
  /** Hears `channel`; returns how to stop hearing it. */
  subscribe(channel: string, listener: NotifyListener): () => void;
  /** Starts hearing (the dedicated connection); returns how to stop. */
  start(): Promise<() => Promise<void>>;
};

type Envelope = { c: string; p: string };

/**
 * A small publish/subscribe between the instances of LeXi: PostgreSQL LISTEN/NOTIFY on one
 * connection, or within this process on the embedded database (which has one instance). A
 * notification is a hint, never the truth: it may be lost while the connection is down, so a
 * subscriber reads the rows it cares about when told (and on `null`).
 */
export function createNotifier(database: Database): Notifier {
  const subscribers = new Map<string, Set<NotifyListener>>();
  let wasDown = false;
  const tell = (channel: string, payload: string | null) => {
    for (const listener of [...(subscribers.get(channel) ?? [])]) listener(payload);
  };
  return {
    publish: (channel, payload) =>
      database.notify(NOTIFY_CHANNEL, JSON.stringify({ c: channel, p: payload } satisfies Envelope)),
    subscribe(channel, listener) {
      const set = subscribers.get(channel) ?? new Set();
      subscribers.set(channel, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) subscribers.delete(channel);
      };
    },
    start: () =>
      database.listen(NOTIFY_CHANNEL, {
        message(text) {
          let envelope: Envelope;
          try {
            envelope = JSON.parse(text) as Envelope;
          } catch {
            return;
          }
          if (typeof envelope.c === 'string' && typeof envelope.p === 'string') tell(envelope.c, envelope.p);
        },
        connected(up) {
          if (!up) wasDown = true;
          else if (wasDown) {
            wasDown = false;
            for (const channel of [...subscribers.keys()]) tell(channel, null);
          }
        },
      }),
  };
}

/**
 * Publishes from inside a transaction: PostgreSQL delivers it to every instance when the
 * transaction commits, and never when it rolls back. The embedded database's notifications stay in
 * this process (see createNotifier), so there this reaches no one: its single instance publishes
 * after the commit instead.
 */
export async function publishInTransaction(tx: Db, channel: string, payload: string): Promise<void> {
  const text = JSON.stringify({ c: channel, p: payload } satisfies Envelope);
  await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${text})`);
}
