/**
 * Values kept in process for `ttlMs` per key (DESIGN.md: read-heavy data may be cached briefly).
 * Concurrent misses of one key share one load, so a burst after expiry costs one query; beyond
 * `maxEntries` keys the memory starts over.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries: number, now: () => number = () => Date.now()) {
  const entries = new Map<string, { value: T; at: number }>();
  let loading = new Map<string, Promise<T>>();
  const get = async (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const pending = loading.get(key);
    if (pending) return pending;
    const loads = loading;
    const promise = load()
      .then((value) => {
        // A load that began before a clear may have read what the clear was about: it answers its callers only.
        if (loads !== loading) return value;
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, { value, at: now() });
        return value;
      })
      .finally(() => loads.delete(key));
    loading.set(key, promise);
    return promise;
  };
  /** Forgets every kept value (a write they depend on happened); loads under way are not kept. */
  const clear = () => {
    entries.clear();
    loading = new Map();
  };
  return Object.assign(get, { clear });
}

/** The same call shape as a TTL cache that keeps nothing: every call loads (a cache switched off). */
export function noCache<T>() {
  return Object.assign((_key: string, load: () => Promise<T>): Promise<T> => load(), { clear: () => {} });
}
