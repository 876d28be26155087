import { type MarketplaceServiceDetail, type MarketplaceServiceList, serviceSlugSchema } from '@receptiva/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { fieldErrorsOf, validationFailed } from '../../lib/validation';
import { getActiveService, listActiveServices, marketplaceViewerOf } from './services.service';

/**
 * `GET /api/services` and `GET /api/services/:slug`: the marketplace, public. What a caller sees depends on its
 * session (prices for members only), so answers are never cached by a shared cache.
 */
export const serviceRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie');
  })
  .get('/', async (c) => {
    const viewer = await marketplaceViewerOf(c.var.db, c.var.session?.user.id, c.var.logger);
    const body: MarketplaceServiceList = { viewer, services: await listActiveServices(c.var.db, viewer) };
    return c.json(body);
  })
  .get('/:slug', async (c) => {
    const slug = serviceSlugSchema.safeParse(c.req.param('slug'));
    if (!slug.success) throw validationFailed({ slug: Object.values(fieldErrorsOf(slug.error))[0] ?? 'Invalid.' });
    const viewer = await marketplaceViewerOf(c.var.db, c.var.session?.user.id, c.var.logger);
    const body: MarketplaceServiceDetail = { viewer, service: await getActiveService(c.var.db, slug.data, viewer) };
    return c.json(body);
  });
