/** Spec §7: the voice-conversation function's answer is read for `signedUrl`, or `signed_url`. */
export function readSignedUrl(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { signedUrl, signed_url: snakeCase } = body as { signedUrl?: unknown; signed_url?: unknown };
  const url = typeof signedUrl === 'string' && signedUrl ? signedUrl : snakeCase;
  return typeof url === 'string' && url.trim() !== '' ? url : null;
}
