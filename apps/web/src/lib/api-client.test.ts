import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { ApiError, api } from './api-client';

describe('api client', () => {
  it('sends JSON with the session cookie and parses the answer', async () => {
    const server = mockApi({ routes: { 'POST /api/things': (call) => jsonResponse({ echo: call.body }, 201) } });
    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ echo: { a: 1 } });
    const [call] = server.callsTo('POST', '/api/things');
    expect(call?.credentials).toBe('include');
    expect(call?.headers.get('content-type')).toBe('application/json');
  });

  it.each([
    [
      'our error shape',
      () => jsonResponse({ error: { code: 'VALIDATION_FAILED', message: 'Bad', fields: { email: 'Invalid' } } }, 400),
      { status: 400, code: 'VALIDATION_FAILED', message: 'Bad', fields: { email: 'Invalid' } },
    ],
    [
      "better-auth's shape",
      () => jsonResponse({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400),
      { status: 400, code: 'INVALID_TOKEN', message: 'Invalid token' },
    ],
    [
      'a body that is not JSON',
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      { status: 502, code: 'INTERNAL_ERROR', message: 'Bad Gateway' },
    ],
  ])('turns %s into an ApiError', async (_case, answer, expected) => {
    mockApi({ routes: { 'GET /api/thing': answer } });
    const error = await api.get('/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
  });

  it('returns nothing for 204', async () => {
    mockApi({ routes: { 'DELETE /api/thing': () => new Response(null, { status: 204 }) } });
    await expect(api.delete('/api/thing')).resolves.toBeUndefined();
  });
});
