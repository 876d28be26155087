import { orderCheckoutSchema } from '@receptiva/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { consumeRateLimits } from '../../lib/rate-limit';
import { parseJsonBody, validateBody } from '../../lib/validation';
import { requireSession } from '../../middlewares/session';
import { createOrderCheckout } from './create-order-checkout.service';
import { getOrderBySession } from './get-order-by-session.service';
import { listOrderHistory } from './list-order-history.service';

const HOUR = 3600;

/** `/api/orders`: the signed-in caller's marketplace checkout and order history; nobody sees another's orders. */
export const orderRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .get('/', async (c) => c.json(await listOrderHistory(c.var.db, c.var.session!.user.id)))
  .get('/by-session/:sessionId', async (c) =>
    c.json(await getOrderBySession(c.var.db, c.req.param('sessionId').slice(0, 300), c.var.session!.user.id)),
  )
  .post('/checkout', async (c) => {
    const input = validateBody(orderCheckoutSchema, parseJsonBody(await c.req.text()));
    const user = c.var.session!.user;
    await consumeRateLimits(c.var.db, [
      { key: `order-checkout:ip:${c.var.clientIp}`, limit: 30, windowSeconds: HOUR },
      { key: `order-checkout:user:${user.id}`, limit: 30, windowSeconds: HOUR },
    ]);
    const created = await createOrderCheckout(c.var.db, c.var.deps.paymentProvider, {
      input,
      user: { id: user.id, email: user.email },
      publicUrl: c.var.deps.env.PUBLIC_URL,
      logger: c.var.logger,
    });
    return c.json(created);
  });
