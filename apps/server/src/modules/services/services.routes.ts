import {
  FALLBACK_LANGUAGE,
  marketplaceServiceDetailSchema,
  marketplaceServiceListSchema,
  marketplaceServiceQuerySchema,
  marketplaceServicesQuerySchema,
  serviceSlugSchema,
} from '@receptiva/shared';
import { z } from 'zod';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonResponse } from '../../api/json-content';
import { getActiveService, listActiveServices, marketplaceViewerOf } from './services.service';

const listServicesRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'public',
  tags: ['marketplace'],
  summary: 'Marketplace services',
  description:
    'Active services in display order, and which viewer the session is. Prices for members only. Titles, descriptions and features in `lng` where translated (English otherwise, each service says which in `lang`); `q` keeps the services whose texts in that language hold every word of it.',
  request: { query: marketplaceServicesQuerySchema },
  responses: { 200: jsonResponse(marketplaceServiceListSchema, 'The active services') },
});

const getServiceRoute = defineRoute({
  method: 'get',
  path: '/{slug}',
  access: 'public',
  tags: ['marketplace'],
  summary: 'One marketplace service',
  description: 'Its texts in `lng` where translated, English otherwise (`lang` says which).',
  request: { params: z.object({ slug: serviceSlugSchema }), query: marketplaceServiceQuerySchema },
  responses: {
    200: jsonResponse(marketplaceServiceDetailSchema, 'The service'),
    404: errorResponse('NOT_FOUND: no active service has this slug'),
  },
});

/**
 * The marketplace, public. What a caller sees depends on its session (prices for members only), so answers are never
 * cached by a shared cache.
 */
export const serviceRoutes = createRouter({ cacheControl: 'private, no-store', vary: 'Cookie' })
  .openapi(listServicesRoute, async (c) => {
    const { lng, q } = c.req.valid('query');
    const viewer = await marketplaceViewerOf(c.var.db, c.var.session?.user.id, c.var.logger);
    return c.json({ viewer, services: await listActiveServices(c.var.db, viewer, lng ?? FALLBACK_LANGUAGE, q) }, 200);
  })
  .openapi(getServiceRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const language = c.req.valid('query').lng ?? FALLBACK_LANGUAGE;
    const viewer = await marketplaceViewerOf(c.var.db, c.var.session?.user.id, c.var.logger);
    return c.json({ viewer, service: await getActiveService(c.var.db, slug, viewer, language) }, 200);
  });
