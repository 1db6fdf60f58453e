type Entry<V> = { value: V; cachedAt: number; tags: readonly string[] };

/**
 * What an instance read lately, by scope (e.g. a user id), for a few seconds: a repeated read then
 * needs no database round trip. It is bounded (the oldest entry goes first) and forgets a scope at
 * once when told (see InvalidationChannel for telling every instance). The revision makes sure
 * that a read under way during an invalidation is not kept: it may have seen the old rows.
 *
 * A value may also carry tags (`tagsOf`, e.g. "the user who asked", "their firm"): forgetting a
 * tag forgets every entry that carries it, however many scopes (e.g. one per page and search of
 * each user) they are kept under. An index from tag to scopes makes that cost the entries
 * forgotten, not the whole cache.
 */
export class ScopedCache<V> {
  #entries = new Map<string, Entry<V>>();
  #tagged = new Map<string, Set<string>>();
  #loading = new Map<string, { revision: number; value: Promise<V | undefined> }>();
  #revision = 0;
  #enabled = true;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    /** A value may also end before its TTL (e.g. a session's own end). */
    private readonly isLive: (value: V, now: number) => boolean = () => true,
    /** The names besides its scope under which a value is forgotten (see `forget`). */
    private readonly tagsOf: (value: V) => readonly string[] = () => [],
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
      this.#drop(scope);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` unless an invalidation or a reset came since `revision` was taken. */
  remember(scope: string, value: V, revision: number, now: number): void {
    if (!this.#enabled || revision !== this.#revision || this.ttlMs <= 0) return;
    this.#drop(scope);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#drop(oldest);
    }
    const tags = this.tagsOf(value);
    this.#entries.set(scope, { value, cachedAt: now, tags });
    for (const tag of tags) {
      const scopes = this.#tagged.get(tag);
      if (scopes) scopes.add(scope);
      else this.#tagged.set(tag, new Set([scope]));
    }
  }

  /** Removes one entry and its place in the tag index. */
  #drop(scope: string): void {
    const entry = this.#entries.get(scope);
    if (!entry) return;
    this.#entries.delete(scope);
    for (const tag of entry.tags) {
      const scopes = this.#tagged.get(tag);
      scopes?.delete(scope);
      if (scopes?.size === 0) this.#tagged.delete(tag);
    }
  }

  /**
   * The scope's value from memory, else from `load` (kept when found and no invalidation came
   * meanwhile). Nothing is kept for an `undefined` answer.
   */
  async read(scope: string, now: number, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const cached = this.lookup(scope, now);
    if (cached !== undefined) return cached;
    const revision = this.#revision;
    // Many callers missing the same scope at once (a burst after a change or at a start) share one
    // load, as long as nothing was forgotten since it began: a caller that comes after an
    // invalidation must not get what was read before it.
    const pending = this.#loading.get(scope);
    if (pending?.revision === revision) return pending.value;
    const loading = { revision, value: load() };
    this.#loading.set(scope, loading);
    try {
      const value = await loading.value;
      if (value !== undefined) this.remember(scope, value, revision, now);
      return value;
    } finally {
      if (this.#loading.get(scope) === loading) this.#loading.delete(scope);
    }
  }

  /** Forgets the scopes so named, and every entry tagged with one of the names. */
  forget(names: readonly string[]): void {
    this.#revision += 1;
    for (const name of names) {
      this.#drop(name);
      for (const scope of [...(this.#tagged.get(name) ?? [])]) this.#drop(scope);
    }
  }

  /** Forgets every entry whose value matches (e.g. all the sessions of one user). */
  forgetWhere(matches: (value: V) => boolean): void {
    this.#revision += 1;
    for (const [scope, entry] of this.#entries) if (matches(entry.value)) this.#drop(scope);
  }

  /**
   * Forgets everything and, while `enabled` is false, keeps nothing: when this instance may miss
   * invalidations (its notification connection is down), every read asks the database.
   */
  reset(enabled: boolean): void {
    this.#revision += 1;
    this.#entries.clear();
    this.#tagged.clear();
    this.#enabled = enabled;
  }
}
