/** A live session as the cache keeps it: who holds it and until when it may serve. */
export type CachedSession = {
  sessionId: string;
  userId: string;
  /** When the database last recorded a request of this session (ms). */
  lastSeenAt: number;
  /** Its absolute end (ms). */
  expiresAt: number;
};

type Entry = CachedSession & { cachedAt: number };

/**
 * The sessions this instance has looked up lately, by token hash, for a few seconds: an
 * authenticated request then needs no session query. It holds only who the session is and its
 * times, never a role or a firm (those are read on each request). A revocation forgets at once
 * what it ends, here and, through the revocation notifications, on every other instance; the
 * revision makes sure a lookup that was under way during a revocation is not kept.
 */
export class SessionCache {
  #entries = new Map<string, Entry>();
  #revision = 0;
  #enabled = true;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** Taken before a database lookup and given back to `remember`. */
  get revision(): number {
    return this.#revision;
  }

  lookup(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || now >= entry.expiresAt) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  remember(tokenHash: string, session: CachedSession, revision: number, now: number): void {
    if (!this.#enabled || revision !== this.#revision || this.ttlMs <= 0) return;
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { ...session, cachedAt: now });
  }

  /** Records that the session was seen at `at` (after its last_seen_at was written). */
  seen(tokenHash: string, at: number): void {
    const entry = this.#entries.get(tokenHash);
    if (entry) entry.lastSeenAt = at;
  }

  forget(revoked: { sessionId: string } | { userId: string }): void {
    this.#revision += 1;
    for (const [hash, entry] of this.#entries) {
      if ('sessionId' in revoked ? entry.sessionId === revoked.sessionId : entry.userId === revoked.userId)
        this.#entries.delete(hash);
    }
  }

  /**
   * Forgets everything and, while `enabled` is false, keeps nothing: when this instance may miss
   * revocations (its notification connection is down), every request asks the database.
   */
  reset(enabled: boolean): void {
    this.#revision += 1;
    this.#entries.clear();
    this.#enabled = enabled;
  }
}
