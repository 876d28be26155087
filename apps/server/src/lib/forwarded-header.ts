/**
 * The value a trusted proxy put in a forwarded header (X-Forwarded-For, -Proto, -Host). Each proxy appends what it
 * saw to whatever the client sent, so only the right end of the list is ours: with `hops` proxies in front of the
 * server, the entry that many places from the right is the one our outermost proxy wrote. Anything left of it is
 * whatever the client claimed. A list shorter than `hops` (a proxy that replaces the header) gives its first entry.
 */
export function trustedForwardedValue(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}
