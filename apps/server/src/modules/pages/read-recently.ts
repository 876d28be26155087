/**
 * Memoises an async read per key for `ttlMs`, so a burst of page requests reads the database once; a failed read is
 * forgotten at once. Keys must come from a small fixed set (they are never evicted).
 */
export function readRecently<T>(ttlMs: number): (key: string, read: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, { readAt: number; value: Promise<T> }>();
  return (key, read) => {
    const entry = entries.get(key);
    if (entry && Date.now() - entry.readAt <= ttlMs) return entry.value;
    const value = read();
    entries.set(key, { readAt: Date.now(), value });
    value.catch(() => entries.delete(key));
    return value;
  };
}
