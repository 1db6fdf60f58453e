import { ScopedCache } from '../../lib/cache/scoped-cache.ts';

/** A live session as the cache keeps it: who holds it and until when it may serve. */
export type CachedSession = {
  sessionId: string;
  userId: string;
  /** When the database last recorded a request of this session (ms). */
  lastSeenAt: number;
  /** Its absolute end (ms). */
  expiresAt: number;
};

/**
 * The sessions this instance has looked up lately, by token hash, for a few seconds: an
 * authenticated request then needs no session query. It holds only who the session is and its
 * times, never a role or a firm (those are read on each request). A revocation forgets at once
 * what it ends, here and, through the revocation notifications, on every other instance; the
 * revision makes sure a lookup that was under way during a revocation is not kept (ScopedCache).
 */
export class SessionCache {
  readonly #cache: ScopedCache<CachedSession>;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.#cache = new ScopedCache<CachedSession>(
      ttlMs,
      maxEntries,
      (session, now) => now < session.expiresAt,
    );
  }

  /** Taken before a database lookup and given back to `remember`. */
  get revision(): number {
    return this.#cache.revision;
  }

  lookup(tokenHash: string, now: number): CachedSession | undefined {
    return this.#cache.lookup(tokenHash, now);
  }

  remember(tokenHash: string, session: CachedSession, revision: number, now: number): void {
    this.#cache.remember(tokenHash, { ...session }, revision, now);
  }

  /** Records that the session was seen at `at` (after its last_seen_at was written). */
  seen(tokenHash: string, at: number): void {
    const session = this.#cache.lookup(tokenHash, at);
    if (session) session.lastSeenAt = at;
  }

  forget(revoked: { sessionId: string } | { userId: string }): void {
    this.#cache.forgetWhere((session) =>
      'sessionId' in revoked ? session.sessionId === revoked.sessionId : session.userId === revoked.userId,
    );
  }

  /**
   * Forgets everything and, while `enabled` is false, keeps nothing: when this instance may miss
   * revocations (its notification connection is down), every request asks the database.
   */
  reset(enabled: boolean): void {
    this.#cache.reset(enabled);
  }
}
