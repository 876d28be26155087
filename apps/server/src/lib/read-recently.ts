/**
 * Memoises an async read per key for `ttlMs`, so a burst of requests reads the database once; a failed read is
 * forgotten at once. At most `capacity` keys are kept (the oldest read goes first), so keys taken from a URL (a blog
 * post's slug) cannot grow the map without bound.
 */
export function readRecently<T>(ttlMs: number, capacity = 1000): (key: string, read: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, { readAt: number; value: Promise<T> }>();
  return (key, read) => {
    const entry = entries.get(key);
    if (entry && Date.now() - entry.readAt <= ttlMs) return entry.value;
    const value = read();
    entries.delete(key);
    entries.set(key, { readAt: Date.now(), value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    while (entries.size > capacity) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return value;
  };
}
