import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/server';
import { routesWithoutPolicy } from './route-registry';

const documentOf = (server: Awaited<ReturnType<typeof createTestServer>>) =>
  server.app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'test', version: '1' } }) as unknown as Record<
    string,
    unknown
  >;

/** Issue 12: no `/api` route may exist without a declared access policy. */
describe('the route registry', () => {
  it('has an access policy for every /api route the server answers', async () => {
    const server = await createTestServer();
    try {
      expect(routesWithoutPolicy(server.app.routes, documentOf(server))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('flags a route added without a declaration, and one declared without a policy', async () => {
    const server = await createTestServer();
    try {
      server.app.get('/api/throwaway', (c) => c.text('nobody said who may call this'));
      server.app.openapi(
        createRoute({
          method: 'post',
          path: '/api/throwaway/{id}',
          request: { params: z.object({ id: z.string() }) },
          responses: { 200: { description: 'declared, but with no access policy' } },
        }),
        (c) => c.text('x', 200),
      );
      expect(routesWithoutPolicy(server.app.routes, documentOf(server))).toEqual([
        'GET /api/throwaway',
        'POST /api/throwaway/{id}',
      ]);
    } finally {
      await server.close();
    }
  });
});
