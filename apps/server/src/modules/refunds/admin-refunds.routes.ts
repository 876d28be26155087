import { refundInputSchema, refundParamsSchema, refundPreviewSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { getRefundPreview, refundOrder } from './refund-order.service';

const tags = ['admin: refunds'];
const notFound = errorResponse('NOT_FOUND: no order of this kind has this id');
const preview = (description: string) => jsonResponse(refundPreviewSchema, description);

const previewRoute = defineRoute({
  method: 'get',
  path: '/{kind}/{orderId}',
  access: 'admin',
  tags,
  summary: 'What a refund of an order can be',
  description:
    'A membership checkout (`membership`: its setup-fee payment) or a marketplace order (`order`): paid, refunded so far and refundable in cents, the refunds made, and the 30-day money-back guarantee rule with whether it applies today.',
  request: { params: refundParamsSchema },
  responses: {
    200: preview('The refund preview'),
    404: notFound,
    409: errorResponse('CONFLICT: the order was never paid'),
  },
});

const refundRoute = defineRoute({
  method: 'post',
  path: '/{kind}/{orderId}',
  access: 'admin',
  tags,
  summary: 'Refund an order, fully or in part',
  description:
    'Through the payment provider (Stripe Refunds API, or the test mode). Without `amountCents` the whole rest is refunded. The customer is e-mailed, the refund audited; a fully refunded membership ends its access and its subscription.',
  request: { params: refundParamsSchema, body: jsonBody(refundInputSchema) },
  responses: {
    200: preview('Refunded: the order as it is now'),
    404: notFound,
    409: errorResponse('CONFLICT: never paid, already fully refunded, or not paid through this provider'),
  },
});

/** `/api/admin/refunds`: admins refund membership checkouts and marketplace orders (issue 16 point 5). */
export const adminRefundRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(previewRoute, async (c) => {
    const { kind, orderId } = c.req.valid('param');
    return c.json(await getRefundPreview(c.var.db, kind, orderId), 200);
  })
  .openapi(refundRoute, async (c) => {
    const { kind, orderId } = c.req.valid('param');
    const user = c.var.session!.user;
    const result = await refundOrder(c.var.db, c.var.deps.paymentProvider, {
      kind,
      orderId,
      input: c.req.valid('json'),
      actor: { id: user.id, label: user.email },
    });
    c.var.deps.mailWorker.kick();
    return c.json(result, 200);
  });
