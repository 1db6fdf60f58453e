type Entry<V> = { value: V; cachedAt: number };

/**
 * What an instance read lately, by scope (e.g. a user id), for a few seconds: a repeated read then
 * needs no database round trip. It is bounded (the oldest entry goes first) and forgets a scope at
 * once when told (see InvalidationChannel for telling every instance). The revision makes sure
 * that a read under way during an invalidation is not kept: it may have seen the old rows.
 */
export class ScopedCache<V> {
  #entries = new Map<string, Entry<V>>();
  #revision = 0;
  #enabled = true;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    /** A value may also end before its TTL (e.g. a session's own end). */
    private readonly isLive: (value: V, now: number) => boolean = () => true,
  ) {}

  /** Taken before a database read and given back to `remember`. */
  get revision(): number {
    return this.#revision;
  }

  get size(): number {
    return this.#entries.size;
  }

  lookup(scope: string, now: number): V | undefined {
    const entry = this.#entries.get(scope);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || !this.isLive(entry.value, now)) {
      this.#entries.delete(scope);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` unless an invalidation or a reset came since `revision` was taken. */
  remember(scope: string, value: V, revision: number, now: number): void {
    if (!this.#enabled || revision !== this.#revision || this.ttlMs <= 0) return;
    this.#entries.delete(scope);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(scope, { value, cachedAt: now });
  }

  /**
   * The scope's value from memory, else from `load` (kept when found and no invalidation came
   * meanwhile). Nothing is kept for an `undefined` answer.
   */
  async read(scope: string, now: number, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const cached = this.lookup(scope, now);
    if (cached !== undefined) return cached;
    const revision = this.#revision;
    const value = await load();
    if (value !== undefined) this.remember(scope, value, revision, now);
    return value;
  }

  forget(scopes: readonly string[]): void {
    this.#revision += 1;
    for (const scope of scopes) this.#entries.delete(scope);
  }

  /** Forgets every entry whose value matches (e.g. all the sessions of one user). */
  forgetWhere(matches: (value: V) => boolean): void {
    this.#revision += 1;
    for (const [scope, entry] of this.#entries) if (matches(entry.value)) this.#entries.delete(scope);
  }

  /**
   * Forgets everything and, while `enabled` is false, keeps nothing: when this instance may miss
   * invalidations (its notification connection is down), every read asks the database.
   */
  reset(enabled: boolean): void {
    this.#revision += 1;
    this.#entries.clear();
    this.#enabled = enabled;
  }
}
