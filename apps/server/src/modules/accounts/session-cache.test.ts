import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const session = (sessionId: string, userId = 'u1') => ({
  sessionId,
  userId,
  lastSeenAt: 0,
  expiresAt: 1_000_000,
});

describe('the session cache', () => {
  it('serves a remembered session for its few seconds, and not past the session’s end', () => {
    const cache = new SessionCache(5_000);
    cache.remember('h1', { ...session('s1'), expiresAt: 8_000 }, cache.revision, 1_000);
    expect(cache.lookup('h1', 5_999)?.sessionId).toBe('s1');
    expect(cache.lookup('h1', 6_000)).toBeUndefined();
    cache.remember('h1', { ...session('s1'), expiresAt: 8_000 }, cache.revision, 6_000);
    expect(cache.lookup('h1', 8_000)).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache(5_000);
    cache.remember('h1', session('s1'), cache.revision, 0);
    cache.remember('h2', session('s2'), cache.revision, 0);
    cache.remember('h3', session('s3', 'u2'), cache.revision, 0);
    cache.forget({ sessionId: 's1' });
    expect(cache.lookup('h1', 1)).toBeUndefined();
    expect(cache.lookup('h2', 1)?.sessionId).toBe('s2');
    cache.forget({ userId: 'u1' });
    expect(cache.lookup('h2', 1)).toBeUndefined();
    expect(cache.lookup('h3', 1)?.sessionId).toBe('s3');
  });

  it('keeps nothing a lookup found while a revocation happened', () => {
    const cache = new SessionCache(5_000);
    const before = cache.revision; // the lookup starts
    cache.forget({ userId: 'u1' }); // a revocation lands before it answers
    cache.remember('h1', session('s1'), before, 0);
    expect(cache.lookup('h1', 1)).toBeUndefined();
  });

  it('keeps nothing while revocations cannot be heard, nor with no time to keep', () => {
    const cache = new SessionCache(5_000);
    cache.remember('h1', session('s1'), cache.revision, 0);
    cache.reset(false);
    expect(cache.lookup('h1', 1)).toBeUndefined();
    cache.remember('h1', session('s1'), cache.revision, 0);
    expect(cache.lookup('h1', 1)).toBeUndefined();
    cache.reset(true);
    cache.remember('h1', session('s1'), cache.revision, 0);
    expect(cache.lookup('h1', 1)?.sessionId).toBe('s1');
    const off = new SessionCache(0);
    off.remember('h1', session('s1'), off.revision, 0);
    expect(off.lookup('h1', 0)).toBeUndefined();
  });

  it('holds at most its limit, dropping the oldest', () => {
    const cache = new SessionCache(5_000, 2);
    for (const n of [1, 2, 3]) cache.remember(`h${n}`, session(`s${n}`), cache.revision, 0);
    expect(cache.lookup('h1', 1)).toBeUndefined();
    expect(cache.lookup('h3', 1)?.sessionId).toBe('s3');
  });
});
