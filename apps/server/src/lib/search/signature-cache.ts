/**
 * A value built from a database (a search index) and kept while the data it came from is unchanged:
 * each `get` asks for the data's signature (cheap: a count and a last-update time) and rebuilds when
 * it differs, so an import made by another process or instance is seen on the next search.
 * Concurrent callers share one build (a warm-up after start and a search arriving during it wait
 * for the same one); a failed build is not kept. `isBuilt` says whether a build has finished for
 * the key (tests of the warm-up ask it; it builds nothing).
 */
export type SignatureCache<K extends object, V> = ((key: K) => Promise<V>) & { isBuilt(key: K): boolean };

export function signatureCache<K extends object, V>(
  signature: (key: K) => Promise<string>,
  build: (key: K) => Promise<V>,
): SignatureCache<K, V> {
  const entries = new WeakMap<K, { signature: string; value: Promise<V>; built: boolean }>();
  const get = async (key: K) => {
    const current = await signature(key);
    const entry = entries.get(key);
    if (entry !== undefined && entry.signature === current) return entry.value;
    const value = build(key);
    const created = { signature: current, value, built: false };
    entries.set(key, created);
    value.then(
      () => {
        created.built = true;
      },
      () => {
        if (entries.get(key) === created) entries.delete(key);
      },
    );
    return value;
  };
  return Object.assign(get, { isBuilt: (key: K) => entries.get(key)?.built === true });
}
