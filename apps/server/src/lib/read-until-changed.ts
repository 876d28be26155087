/**
 * Memoises an async read per key until `version()` moves (a change notice: lib/change-notices.ts), so public data
 * that every page asks for is read once per change rather than once per request. Concurrent requests share one
 * read; a failed read is forgotten at once. A read that a change overtakes is kept under the version it started
 * with, so the next request reads again. The keys must come from a small fixed set (languages, not URLs).
 */
export function readUntilChanged<T>(version: () => number): (key: string, read: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, { version: number; value: Promise<T> }>();
  return (key, read) => {
    const current = version();
    const entry = entries.get(key);
    if (entry && entry.version === current) return entry.value;
    const value = read();
    entries.set(key, { version: current, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
