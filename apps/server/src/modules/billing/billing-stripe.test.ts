import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BillingOverview, CancelMembershipResult } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMe, readMailbox, signUpAndConfirm } from '../../../test/accounts';
import { useTestServer } from '../../../test/server';
import { membershipOrders } from '../../db/schema';
import { startCheckout } from '../membership/membership-test-helpers';
import { agePayment } from './billing-test-helpers';

const WEBHOOK_SECRET = 'whsec_fake_stripe_billing_0123456789';

interface Recorded {
  method: string;
  path: string;
  /** The form body, or the query string of a DELETE (where the SDK puts its parameters). */
  form: URLSearchParams;
}

/** A local stand-in for api.stripe.com: Checkout Sessions, subscription cancellation and portal sessions. */
function startFakeStripe(recorded: Recorded[]) {
  let serial = 0;
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const url = new URL(request.url ?? '/', 'http://fake.stripe');
    const path = url.pathname;
    const form = request.method === 'DELETE' ? url.searchParams : new URLSearchParams(body);
    recorded.push({ method: request.method ?? '', path, form });
    response.setHeader('content-type', 'application/json');
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_billing_${++serial}`;
      response.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/${id}` }));
      return;
    }
    const cancel = path.match(/^\/v1\/subscriptions\/(sub_[\w]+)$/);
    if (request.method === 'DELETE' && cancel?.[1] === 'sub_outage') {
      response.statusCode = 500;
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is having a bad day' } }));
      return;
    }
    if (request.method === 'DELETE' && cancel) {
      response.end(JSON.stringify({ id: cancel[1], object: 'subscription', status: 'canceled' }));
      return;
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      response.end(
        JSON.stringify({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/1' }),
      );
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown path' } }));
  });
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('billing with Stripe, against a local fake of the Stripe API', () => {
  const recorded: Recorded[] = [];
  let fake: Server;
  beforeAll(async () => {
    fake = await startFakeStripe(recorded);
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  const server = useTestServer({
    STRIPE_SECRET_KEY: 'sk_test_fake_billing_key',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    get STRIPE_API_BASE() {
      return `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    },
  });

  /** Checkout on the fake, then the signed webhook Stripe would send: a paid order with customer and subscription. */
  async function buyOnStripe(label: string) {
    const { client, email } = await signUpAndConfirm(server());
    const userId = (await getMe(client)).user.id;
    await startCheckout(client, email, userId);
    const [order] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));
    const payload = JSON.stringify({
      id: `evt_billing_${label}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: order!.providerSessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          customer: `cus_${label}`,
          subscription: `sub_${label}`,
          metadata: { kind: 'membership', orderId: order!.id },
        },
      },
    });
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const delivered = await server()
      .client()
      .request('/api/payments/webhook', { method: 'POST', body: payload, headers: { 'stripe-signature': signature } });
    expect(delivered.status).toBe(200);
    return { client, userId, email };
  }

  it('opens the customer portal for the caller’s own Stripe customer, returning to the billing page', async () => {
    const { client } = await buyOnStripe('portal');
    const billing = (await (await client.get('/api/billing')).json()) as BillingOverview;
    expect(billing).toMatchObject({ status: 'active', portalAvailable: true, provider: 'stripe' });

    const response = await client.post('/api/billing/portal');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: 'https://billing.stripe.test/p/1' });
    const request = recorded.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.form.get('customer')).toBe('cus_portal');
    expect(request.form.get('return_url')).toBe('http://localhost:3000/dashboard/billing');

    const stranger = await signUpAndConfirm(server());
    expect((await stranger.client.post('/api/billing/portal')).status).toBe(404);
  });

  it('cancels the Stripe subscription once when cancelling inside the window', async () => {
    const { client, userId } = await buyOnStripe('cancel');
    const first = (await (await client.post('/api/billing/cancel')).json()) as CancelMembershipResult;
    expect(first.changed).toBe(true);
    const again = (await (await client.post('/api/billing/cancel')).json()) as CancelMembershipResult;
    expect(again.changed).toBe(false);
    const cancels = recorded.filter((r) => r.path === '/v1/subscriptions/sub_cancel');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.method).toBe('DELETE');
    expect(cancels[0]!.form.get('invoice_now')).toBe('false');
    expect(cancels[0]!.form.get('prorate')).toBe('false');
    const [order] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));
    expect(order!.cancelledAt).toBeInstanceOf(Date);
  });

  it('cancels nothing and sends nothing when Stripe cannot cancel the subscription', async () => {
    const { client, userId, email } = await buyOnStripe('outage');
    const response = await client.post('/api/billing/cancel');
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INTERNAL_ERROR');
    const [order] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));
    expect(order!.cancelledAt).toBeNull();
    const billing = (await (await client.get('/api/billing')).json()) as BillingOverview;
    expect(billing).toMatchObject({ status: 'active', canCancel: true });
    const mails = await readMailbox(client, email);
    expect(mails.some((m) => m.subject.includes('gekündigt') || m.subject.includes('cancelled'))).toBe(false);
  });

  it('makes no Stripe call after the window', async () => {
    const { client, userId } = await buyOnStripe('late');
    await agePayment(server(), userId, 31);
    expect((await client.post('/api/billing/cancel')).status).toBe(409);
    expect(recorded.some((r) => r.path === '/v1/subscriptions/sub_late')).toBe(false);
  });
});
