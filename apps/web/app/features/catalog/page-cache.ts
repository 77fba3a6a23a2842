type Entry<T> = { value: T; storedAt: number };

/**
 * "pages already fetched are cached per filter query and reused": a small least-recently-used
 * cache that forgets an answer after a few minutes, so counts and places left do not grow stale.
 */
export function createPageCache<T>({
  maxEntries = 30,
  maxAgeMs = 5 * 60_000,
  now = Date.now,
}: {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
} = {}) {
  const entries = new Map<string, Entry<T>>();
  return {
    /** The answer stored for a key, unless it is missing or too old. */
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.storedAt > maxAgeMs) return undefined;
      // Map keeps insertion order: putting it back makes it the most recently used
      entries.set(key, entry);
      return entry.value;
    },
    /** Stores an answer, forgetting the least recently used one when full. */
    set(key: string, value: T) {
      entries.delete(key);
      entries.set(key, { value, storedAt: now() });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
