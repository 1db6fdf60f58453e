import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Database, Listener } from '../../db/client.ts';
import { SharedCache } from './shared-cache.ts';

/**
 * Instances on one notification bus, as PostgreSQL's LISTEN/NOTIFY joins them: each listening
 * connection hears every notification, and `down` cuts one instance's connection.
 */
function bus() {
  const events = new EventEmitter();
  const connections = new Set<Listener>();
  const instance = () => {
    let mine: Listener | undefined;
    let heard = '';
    const hear = (payload: string) => mine?.message(payload);
    const notifications: Pick<Database, 'listen' | 'notify' | 'listeners'> = {
      listen: async (channel, on) => {
        mine = on;
        heard = channel;
        connections.add(on);
        events.on(channel, hear);
        on.connected(true);
        return async () => {
          events.off(channel, hear);
          connections.delete(on);
        };
      },
      // Delivered on a later turn, as a notification over a connection would be.
      notify: async (channel, payload) => {
        setImmediate(() => events.emit(channel, payload));
      },
      listeners: async () => connections.size,
    };
    const down = () => {
      if (!mine) return;
      events.off(heard, hear);
      connections.delete(mine);
      mine.connected(false);
    };
    return Object.assign(notifications as Database, { down });
  };
  return { instance };
}

describe('SharedCache across instances', () => {
  it('an invalidation on one instance is heard by the other before it returns', async () => {
    const net = bus();
    const a = new SharedCache<string>(net.instance(), 'c', 60_000);
    const b = new SharedCache<string>(net.instance(), 'c', 60_000);
    await a.listen();
    await b.listen();
    let value = 'old';
    const load = async () => value;
    expect(await b.read('u1', 0, load)).toBe('old');
    expect(await b.read('u2', 0, async () => 'other')).toBe('other');
    value = 'new';
    expect(await b.read('u1', 1, load)).toBe('old');
    await a.invalidate(['u1']);
    expect(await b.read('u1', 2, load)).toBe('new');
    expect(await b.read('u2', 2, async () => 'not read')).toBe('other');
  });

  it('keeps nothing before it listens, nor while its connection is down', async () => {
    const net = bus();
    const db = net.instance();
    const cache = new SharedCache<string>(db, 'c', 60_000);
    let calls = 0;
    const load = async () => `v${++calls}`;
    await cache.read('u', 0, load);
    await cache.read('u', 1, load);
    expect(calls).toBe(2);
    await cache.listen();
    await cache.read('u', 2, load);
    await cache.read('u', 3, load);
    expect(calls).toBe(3);
    db.down();
    await cache.read('u', 4, load);
    await cache.read('u', 5, load);
    expect(calls).toBe(5);
  });

  it('does not fail a saved change when its notification cannot be sent; forgets all it keeps', async () => {
    const net = bus();
    const db = net.instance();
    const cache = new SharedCache<string>(db, 'c', 60_000);
    await cache.listen();
    let calls = 0;
    const load = async () => `v${++calls}`;
    await cache.read('u1', 0, load);
    await cache.read('u2', 0, load);
    db.notify = async () => {
      throw new Error('connection terminated');
    };
    await expect(cache.invalidate(['u1'])).resolves.toBeUndefined();
    expect(await cache.read('u2', 1, load)).toBe('v3');
  });
});
