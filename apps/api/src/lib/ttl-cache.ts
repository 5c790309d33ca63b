/**
 * Values kept in process for `ttlMs` per key (DESIGN.md: read-heavy data may be cached briefly).
 * Concurrent misses of one key share one load, so a burst after expiry costs one query; beyond
 * `maxEntries` keys the memory starts over.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries: number, now: () => number = () => Date.now()) {
  const entries = new Map<string, { value: T; at: number }>();
  const loading = new Map<string, Promise<T>>();
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const pending = loading.get(key);
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, { value, at: now() });
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
    return promise;
  };
}

/** The same call shape as a TTL cache that keeps nothing: every call loads (a cache switched off). */
export function noCache<T>() {
  return (_key: string, load: () => Promise<T>): Promise<T> => load();
}
