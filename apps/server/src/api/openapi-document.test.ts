import { ACCESS_POLICIES } from '@receptiva/shared';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/server';
import { operationsOf } from './route-registry';

describe('the API document', () => {
  const server = useTestServer();

  const fetchDocument = async () => {
    const response = await server().client().get('/api/openapi.json');
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every operation with one access policy of the closed set', async () => {
    const operations = operationsOf(await fetchDocument());
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) {
      expect(ACCESS_POLICIES, `${operation.method} ${operation.path}`).toContain(operation.access);
    }
    const byKey = new Map(operations.map((o) => [`${o.method} ${o.path}`, o]));
    expect(byKey.get('GET /api/session')?.access).toBe('public');
    expect(byKey.get('GET /api/me')?.access).toBe('session');
    expect(byKey.get('POST /api/orders/checkout')?.access).toBe('paid-member');
    expect(byKey.get('GET /api/orders/by-session/{sessionId}')?.owned).toBe('marketplace-order');
  });

  it('renders the interactive reference at /api/docs from files served by the app itself', async () => {
    const page = await server().client().get('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/assets/swagger-ui-bundle.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'init.js']) {
      const asset = await server().client().get(`/api/docs/assets/${file}`);
      expect(asset.status, file).toBe(200);
      expect((await asset.text()).length, file).toBeGreaterThan(50);
    }
    expect((await server().client().get('/api/docs/assets/index.html')).status).toBe(400);
  });
});
