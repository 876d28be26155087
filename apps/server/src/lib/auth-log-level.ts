type Level = 'debug' | 'info' | 'warn' | 'error';

const isServerFailure = (value: unknown) =>
  value instanceof Error &&
  (value.name !== 'APIError' || (value as { status?: unknown }).status === 'INTERNAL_SERVER_ERROR');

/**
 * better-auth writes a caller's mistakes at `error` (an untrusted origin or callback URL, a cross-site navigation
 * login): each one a line that alerting would page for. They are warnings; `error` stays for the lines that carry a
 * real failure (a thrown error that is not an API answer, or an internal server error).
 */
export function betterAuthLogLevel(level: Level, message: string, args: unknown[]): Level {
  if (level !== 'error') return level;
  return message === 'INTERNAL_SERVER_ERROR' || args.some(isServerFailure) ? 'error' : 'warn';
}
