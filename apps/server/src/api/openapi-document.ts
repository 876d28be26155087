import type { OpenAPIHono } from '@hono/zod-openapi';
import { ACCESS_POLICIES } from '@receptiva/shared';
import type { AppEnv } from '../app-env';

const POLICY_TEXT = ACCESS_POLICIES.map((policy) => `\`${policy}\``).join(', ');

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document generated from every route's declaration. Each operation carries
 * its access policy as `x-access`, owner-only resources as `x-owned`, development tools as `x-dev-tool`.
 */
export function serveOpenApiDocument(app: OpenAPIHono<AppEnv>, version: string) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'receptiva.session_token',
    description: 'The session cookie that signing in sets (better-auth, `/api/auth/*`).',
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/openapi.json',
    'x-access': 'public',
    tags: ['reference'],
    summary: 'This document',
    description: '**Access:** `public`.',
    security: [],
    responses: { 200: { description: 'The OpenAPI 3.1 document of the API' } },
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Receptiva API',
      version,
      description: [
        'The JSON API of the Receptiva web application. Errors answer `{ "error": { "code", "message", "fields"? } }`.',
        `Every operation declares who may call it in \`x-access\`: ${POLICY_TEXT} (decision 014).`,
        'State-changing requests send JSON (unless an operation says otherwise) and, when they come from a browser, from a page of this site (`Origin`, `Sec-Fetch-Site`).',
        'Sign-in, sign-up and password reset are better-auth’s own endpoints under `/api/auth/*` and are not listed.',
      ].join('\n\n'),
    },
  });
}
