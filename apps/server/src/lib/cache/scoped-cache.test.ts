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
});
