import { describe, expect, it } from 'vitest';
import { ScopedCache } from './scoped-cache.ts';

/** A load that answers when told, counting its calls. */
function deferredLoads<V>() {
  const pending: ((value: V) => void)[] = [];
  let calls = 0;
  return {
    load: () =>
      new Promise<V>((resolve) => {
        calls += 1;
        pending.push(resolve);
      }),
    answer: (value: V) => pending.shift()?.(value),
    get calls() {
      return calls;
    },
  };
}

describe('ScopedCache', () => {
  it('serves a value it read from memory until its TTL is over, then reads again', async () => {
    const cache = new ScopedCache<string>(1_000);
    let calls = 0;
    const load = async () => `v${++calls}`;
    expect(await cache.read('u1', 0, load)).toBe('v1');
    expect(await cache.read('u1', 999, load)).toBe('v1');
    expect(calls).toBe(1);
    expect(await cache.read('u1', 1_000, load)).toBe('v2');
    expect(calls).toBe(2);
  });

  it('keeps scopes apart', async () => {
    const cache = new ScopedCache<string>(1_000);
    expect(await cache.read('u1', 0, async () => 'one')).toBe('one');
    expect(await cache.read('u2', 0, async () => 'two')).toBe('two');
    expect(await cache.read('u1', 1, async () => 'not read')).toBe('one');
    expect(await cache.read('u2', 1, async () => 'not read')).toBe('two');
  });

  it('holds at most maxEntries, letting the oldest go first', async () => {
    const cache = new ScopedCache<string>(1_000, 2);
    for (const scope of ['a', 'b', 'c']) await cache.read(scope, 0, async () => scope);
    expect(cache.size).toBe(2);
    expect(cache.lookup('a', 1)).toBeUndefined();
    expect(cache.lookup('b', 1)).toBe('b');
    expect(cache.lookup('c', 1)).toBe('c');
  });

  it('forgets an invalidated scope at once, and only that one', async () => {
    const cache = new ScopedCache<string>(1_000);
    await cache.read('a', 0, async () => 'a');
    await cache.read('b', 0, async () => 'b');
    cache.forget(['a']);
    expect(cache.lookup('a', 1)).toBeUndefined();
    expect(cache.lookup('b', 1)).toBe('b');
  });

  it('does not keep a read that was under way during an invalidation', async () => {
    const cache = new ScopedCache<string>(1_000);
    const loads = deferredLoads<string>();
    const reading = cache.read('a', 0, loads.load);
    cache.forget(['a']);
    loads.answer('old');
    // The caller gets what was read, but the next read asks again.
    expect(await reading).toBe('old');
    expect(cache.lookup('a', 1)).toBeUndefined();
    const next = cache.read('a', 1, loads.load);
    loads.answer('new');
    expect(await next).toBe('new');
    expect(cache.lookup('a', 2)).toBe('new');
    expect(loads.calls).toBe(2);
  });

  it('lets callers missing one scope at once share one load, but not across an invalidation', async () => {
    const cache = new ScopedCache<string>(1_000);
    const loads = deferredLoads<string>();
    const first = cache.read('a', 0, loads.load);
    const second = cache.read('a', 0, loads.load);
    const other = cache.read('b', 0, loads.load);
    expect(loads.calls).toBe(2);
    loads.answer('a1');
    loads.answer('b1');
    expect([await first, await second, await other]).toEqual(['a1', 'a1', 'b1']);

    cache.forget(['a']);
    const before = cache.read('a', 1, loads.load);
    cache.forget(['a']);
    const after = cache.read('a', 1, loads.load);
    expect(loads.calls).toBe(4);
    loads.answer('read before the change');
    loads.answer('read after the change');
    expect(await before).toBe('read before the change');
    expect(await after).toBe('read after the change');
    expect(cache.lookup('a', 2)).toBe('read after the change');
  });

  it('keeps nothing while disabled (connection down) and starts again when enabled', async () => {
    const cache = new ScopedCache<string>(1_000);
    await cache.read('a', 0, async () => 'a');
    cache.reset(false);
    expect(cache.lookup('a', 1)).toBeUndefined();
    await cache.read('a', 1, async () => 'a');
    expect(cache.lookup('a', 2)).toBeUndefined();
    cache.reset(true);
    await cache.read('a', 2, async () => 'a');
    expect(cache.lookup('a', 3)).toBe('a');
  });

  it('keeps nothing with a TTL of 0, nor an absent value', async () => {
    const off = new ScopedCache<string>(0);
    await off.read('a', 0, async () => 'a');
    expect(off.size).toBe(0);
    const on = new ScopedCache<string>(1_000);
    expect(await on.read('gone', 0, async () => undefined)).toBeUndefined();
    expect(on.size).toBe(0);
  });

  describe('with tags', () => {
    type Tagged = { text: string; tags: string[] };
    const tagged = () => new ScopedCache<Tagged>(1_000, 3, undefined, (value) => value.tags);
    const value =
      (text: string, ...tags: string[]) =>
      async () => ({ text, tags });

    it('forgets every entry carrying a tag, under whatever scope, and only those', async () => {
      const cache = tagged();
      await cache.read('u1/page1', 0, value('a', 'user:u1', 'firm:f'));
      await cache.read('u1/page2', 0, value('b', 'user:u1', 'firm:f'));
      await cache.read('u2/page1', 0, value('c', 'user:u2'));
      cache.forget(['firm:f']);
      expect(cache.lookup('u1/page1', 1)).toBeUndefined();
      expect(cache.lookup('u1/page2', 1)).toBeUndefined();
      expect(cache.lookup('u2/page1', 1)?.text).toBe('c');
      cache.forget(['user:u2']);
      expect(cache.size).toBe(0);
    });

    it('forgets by the tags an entry was last kept with', async () => {
      const cache = tagged();
      const revision = cache.revision;
      cache.remember('u1/page1', { text: 'in firm A', tags: ['firm:a'] }, revision, 0);
      cache.remember('u1/page1', { text: 'in firm B', tags: ['firm:b'] }, revision, 0);
      cache.forget(['firm:a']);
      expect(cache.lookup('u1/page1', 1)?.text).toBe('in firm B');
      cache.forget(['firm:b']);
      expect(cache.lookup('u1/page1', 1)).toBeUndefined();
    });

    it('lets an entry go from its tags too when it ends or is pushed out', async () => {
      const cache = tagged();
      await cache.read('old', 0, value('old', 'firm:f'));
      expect(cache.lookup('old', 1_000)).toBeUndefined();
      for (const scope of ['a', 'b', 'c', 'd']) await cache.read(scope, 1_000, value(scope, 'firm:f'));
      expect(cache.lookup('a', 1_001)).toBeUndefined();
      expect(cache.size).toBe(3);
      // A new entry under a scope that was pushed out keeps its tag after the forgotten ones went.
      cache.forget(['firm:f']);
      expect(cache.size).toBe(0);
      await cache.read('a', 1_002, value('again', 'firm:f'));
      cache.forget(['firm:other']);
      expect(cache.lookup('a', 1_003)?.text).toBe('again');
    });
  });
});
