import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { createRouter } from './create-router';
import { defineRoute } from './define-route';
import { errorResponse } from './error-responses';
import { htmlResponse } from './json-content';

/**
 * `/api/docs`: an interactive reference of the OpenAPI document, Swagger UI served from the app itself (no CDN: the
 * site's CSP allows scripts from its own origin only, and it works offline). Decision 014.
 */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Tags start collapsed: with every tag's list open, Swagger UI stops rendering after the first few tags once the
// document passes about 120 operations (found with the admin area's routes); a reader opens the tag they need.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  docExpansion: 'none',
  withCredentials: true,
});
`;

const ASSETS = {
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    read: () => readFile(path.join(SWAGGER_UI_DIR, 'swagger-ui.css'), 'utf8'),
  },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => readFile(path.join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'), 'utf8'),
  },
  'init.js': { type: 'text/javascript; charset=utf-8', read: async () => INIT_SCRIPT },
} as const;

type AssetName = keyof typeof ASSETS;
const loaded = new Map<AssetName, Promise<string>>();
const assetText = (name: AssetName) => {
  let text = loaded.get(name);
  if (!text) {
    text = ASSETS[name].read();
    loaded.set(name, text);
  }
  return text;
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Receptiva API reference</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/init.js"></script>
  </body>
</html>
`;

const referencePageRoute = defineRoute({
  method: 'get',
  path: '/docs',
  access: 'public',
  tags: ['reference'],
  summary: 'Interactive API reference',
  responses: { 200: htmlResponse('The reference page') },
});

const referenceAssetRoute = defineRoute({
  method: 'get',
  path: '/docs/assets/{file}',
  access: 'public',
  tags: ['reference'],
  summary: 'A file of the reference page',
  request: { params: z.object({ file: z.enum(Object.keys(ASSETS) as [AssetName, ...AssetName[]]) }) },
  responses: {
    200: { description: 'The file', content: { 'text/plain': { schema: z.string() } } },
    404: errorResponse('NOT_FOUND'),
  },
});

export const apiReferenceRoutes = createRouter()
  .openapi(referencePageRoute, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(PAGE, 200);
  })
  .openapi(referenceAssetRoute, async (c) => {
    const { file } = c.req.valid('param');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(await assetText(file), 200, { 'Content-Type': ASSETS[file].type });
  });
