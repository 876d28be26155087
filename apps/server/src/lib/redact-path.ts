/** Path segments that are bearer secrets: better-auth's reset link, a shared profile link, a checkout session id. */
const SECRET_AFTER = new Set(['reset-password', 'shared', 'by-session', 'test-checkout']);
/** A segment shaped like a random token (long, letters and digits mixed) is treated as one wherever it appears. */
const TOKEN_LIKE = /^(?=.*\d)(?=.*[a-z])[\w-]{24,}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A request path as the log keeps it: secret segments replaced, ids (UUIDs) and words kept. */
export function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      if (!segment || UUID.test(segment)) return segment;
      if (SECRET_AFTER.has(segments[index - 1] ?? '') || TOKEN_LIKE.test(segment)) return '[redacted]';
      return segment;
    })
    .join('/');
}
