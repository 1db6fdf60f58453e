import type { Database } from '../../db/client.ts';
import { InvalidationChannel } from './invalidation-channel.ts';
import { ScopedCache } from './scoped-cache.ts';

/** Scopes per notification: PostgreSQL refuses payloads of 8,000 bytes or more. */
const SCOPES_PER_NOTICE = 100;

/**
 * A ScopedCache on every instance whose invalidations reach them all, over a LISTEN/NOTIFY channel
 * of its own: `invalidate` returns once every instance has forgotten the scopes. It keeps nothing
 * until it listens, nor while its connection is down.
 */
export class SharedCache<V> {
  readonly #cache: ScopedCache<V>;
  readonly #channel: InvalidationChannel<string[]>;

  constructor(
    database: Database,
    channel: string,
    ttlMs: number,
    options: { maxEntries?: number; tagsOf?: (value: V) => readonly string[] } = {},
  ) {
    const cache = new ScopedCache<V>(ttlMs, options.maxEntries, undefined, options.tagsOf);
    cache.reset(false);
    this.#cache = cache;
    this.#channel = new InvalidationChannel<string[]>(database, channel, {
      forget: (scopes) => cache.forget(scopes),
      reset: (up) => cache.reset(up),
    });
  }

  /** Starts hearing the other instances' invalidations; returns how to stop. */
  listen(): Promise<() => Promise<void>> {
    return this.#channel.listen();
  }

  /** The scope's value from memory, else from `load` (see ScopedCache.read). */
  read(scope: string, now: number, load: () => Promise<V | undefined>): Promise<V | undefined> {
    return this.#cache.read(scope, now, load);
  }

  /**
   * After the change committed: forgets the scopes (or tags, see ScopedCache.forget) here and on
   * every instance, and waits for them.
   * A notification that cannot be sent (the database unreachable just after the commit) does not
   * turn the saved change's answer into an error: this instance forgets everything it keeps, and
   * the others' copies end with their few seconds of TTL, as they would after any change behind
   * the app's back. (A session's end, which must reach every instance, is SessionRevocations', not
   * this.)
   */
  async invalidate(scopes: readonly string[]): Promise<void> {
    const unique = [...new Set(scopes)];
    try {
      for (let i = 0; i < unique.length; i += SCOPES_PER_NOTICE)
        await this.#channel.announce(unique.slice(i, i + SCOPES_PER_NOTICE));
    } catch {
      this.#cache.reset(true);
    }
  }
}
