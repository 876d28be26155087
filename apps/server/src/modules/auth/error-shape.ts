/**
 * better-auth answers errors as `{ code, message }`; every API error of ours is `{ error: { code, message } }`.
 * Rewrites its 4xx/5xx JSON (and empty error bodies) into our shape, keeping status and headers (cookies).
 */
export async function toErrorShape(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  let code = response.status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
  let message = response.statusText || 'The request could not be completed.';
  try {
    const body = (await response.clone().json()) as { code?: unknown; message?: unknown; error?: unknown };
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'object') return response;
    if (typeof body.code === 'string') code = body.code;
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // Not JSON: keep the defaults.
  }
  const status = Math.min(response.status, 500);
  return new Response(JSON.stringify({ error: { code, message } }), { status, headers });
}
