/**
 * Answers kept in memory for as long as a version number read from the database stays the same.
 *
 * The version is kept by triggers in the same transaction as the change (organisation_versions), so
 * a reader that sees the new rows also sees the new number, in this process or any other on the same
 * database. An answer computed while a change committed is stored under the older number and is
 * simply recomputed by the next reader, who sees the newer one. The least recently used entry goes
 * first when the cache is full; a capacity of 0 turns caching off.
 */
export interface VersionedCache {
  read<T>(key: string, version: number, compute: () => Promise<T>): Promise<T>;
}

export function createVersionedCache(capacity: number): VersionedCache {
  const entries = new Map<string, { version: number; value: unknown }>();
  // Readers who miss while the same answer is being computed wait for it instead of computing it
  // again: a burst of requests for a page that just changed costs one query, not fifty.
  const pending = new Map<string, { version: number; value: Promise<unknown> }>();
  const compute = async <T>(key: string, version: number, run: () => Promise<T>): Promise<T> => {
    const value = run();
    pending.set(key, { version, value });
    try {
      const result = await value;
      entries.delete(key);
      if (entries.size >= capacity) entries.delete(entries.keys().next().value!);
      entries.set(key, { version, value: result });
      return result;
    } finally {
      if (pending.get(key)?.value === value) pending.delete(key);
    }
  };
  return {
    async read<T>(key: string, version: number, run: () => Promise<T>): Promise<T> {
      if (capacity === 0) return run();
      const kept = entries.get(key);
      if (kept && kept.version === version) {
        entries.delete(key);
        entries.set(key, kept);
        return kept.value as T;
      }
      const inFlight = pending.get(key);
      if (inFlight && inFlight.version === version) return inFlight.value as Promise<T>;
      return compute(key, version, run);
    },
  };
}
