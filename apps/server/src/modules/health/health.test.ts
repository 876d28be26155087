import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { createTestServer, useTestServer } from '../../../test/server';

describe('health, unknown paths and headers', () => {
  const server = useTestServer();

  it('answers 200 from /api/health after checking the database', async () => {
    const response = await server().client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: server().deps.database.kind });
  });

  it('answers 503 from /api/health when the database is gone', async () => {
    const database = await createTestDatabase();
    const broken = await createTestServer({}, { database });
    await database.drop();
    const response = await broken.client().get('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'error' });
    await broken.close();
  });

  it.each([
    ['GET', '/api/whatever'],
    ['POST', '/api/whatever/deeper'],
    ['GET', '/api'],
    ['DELETE', '/api/me'],
  ])('answers %s %s with a JSON 404, never the SPA', async (method, path) => {
    const response = await server().client().request(path, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.message).toEqual(expect.any(String));
  });

  it('sends security headers on API answers, without HSTS on http', async () => {
    const response = await server().client().get('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when the public URL is https', async () => {
    const secure = await createTestServer({ PUBLIC_URL: 'https://receptiva.example' });
    const response = await secure.client().get('/api/health');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    await secure.close();
  });

  it('echoes a sane X-Request-Id and generates one otherwise', async () => {
    const client = server().client();
    const echoed = await client.get('/api/health', { 'x-request-id': 'trace-abc.123' });
    expect(echoed.headers.get('x-request-id')).toBe('trace-abc.123');

    const generated = await client.get('/api/health');
    const first = generated.headers.get('x-request-id');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    const again = await client.get('/api/health');
    expect(again.headers.get('x-request-id')).not.toBe(first);

    const unsafe = await client.get('/api/health', { 'x-request-id': 'bad id <script>' });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the request id on error answers too', async () => {
    const response = await server().client().get('/api/nope', { 'x-request-id': 'err-1' });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('err-1');
  });

  it('serves public settings with the seeded brand', async () => {
    const response = await server().client().get('/api/settings/public');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ brandName: 'Receptiva', supportEmail: expect.any(String) });
  });
});
