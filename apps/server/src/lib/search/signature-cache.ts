/**
 * A value built from a database (a search index) and kept while the data it came from is unchanged:
 * each `get` asks for the data's signature (cheap: a count and a last-update time) and rebuilds when
 * it differs, so an import made by another process or instance is seen on the next search.
 * Concurrent callers share one build; a failed build is not kept.
 */
export function signatureCache<K extends object, V>(
  signature: (key: K) => Promise<string>,
  build: (key: K) => Promise<V>,
): (key: K) => Promise<V> {
  const entries = new WeakMap<K, { signature: string; value: Promise<V> }>();
  return async (key) => {
    const current = await signature(key);
    const entry = entries.get(key);
    if (entry !== undefined && entry.signature === current) return entry.value;
    const value = build(key);
    entries.set(key, { signature: current, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
