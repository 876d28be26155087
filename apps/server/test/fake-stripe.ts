import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { FakeStripeSubscriptions } from './fake-stripe-subscriptions';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The form body, or the query string of a GET or DELETE (where the SDK puts its parameters). */
  form: URLSearchParams;
}

/** A subscription whose cancellation the fake answers with a Stripe API error (500). */
export const FAILING_SUBSCRIPTION_ID = 'sub_outage';
export const FAKE_PORTAL_URL = 'https://billing.stripe.test/p/1';

const send = (response: ServerResponse, body: unknown, status = 200) => {
  response.statusCode = status;
  response.end(JSON.stringify(body));
};

interface FakeState {
  nextSessionId: () => string;
  subscriptions: FakeStripeSubscriptions;
}

function answer(
  request: IncomingMessage,
  path: string,
  form: URLSearchParams,
  response: ServerResponse,
  state: FakeState,
) {
  if (request.method === 'POST' && path === '/v1/checkout/sessions') {
    const id = state.nextSessionId();
    return send(response, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/${id}` });
  }
  const subscription = path.match(/^\/v1\/subscriptions\/(sub_\w+)$/)?.[1];
  if (request.method === 'DELETE' && subscription === FAILING_SUBSCRIPTION_ID) {
    return send(response, { error: { type: 'api_error', message: 'Stripe is having a bad day' } }, 500);
  }
  const subscriptions = state.subscriptions.answer(request.method ?? '', path, form);
  if (subscriptions) return send(response, subscriptions.body, subscriptions.status);
  if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
    return send(response, { id: 'bps_1', object: 'billing_portal.session', url: FAKE_PORTAL_URL });
  }
  send(response, { error: { type: 'invalid_request_error', message: 'Unknown path' } }, 404);
}

/**
 * A local stand-in for api.stripe.com for the suite it is called in: Checkout Sessions (`cs_test_fake_1`, 2, …),
 * subscriptions (retrieve, cancel) and their schedules (create, retrieve, update: `subscriptions`), and
 * customer-portal sessions. It records every request; `apiBase()` is the value for STRIPE_API_BASE once it listens
 * (read it from a getter: the server is created after this beforeAll).
 */
export function useFakeStripe() {
  const recorded: RecordedStripeRequest[] = [];
  let serial = 0;
  const subscriptions = new FakeStripeSubscriptions();
  const fake: Server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const url = new URL(request.url ?? '/', 'http://fake.stripe');
    const form = request.method === 'DELETE' || request.method === 'GET' ? url.searchParams : new URLSearchParams(body);
    recorded.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      form,
    });
    response.setHeader('content-type', 'application/json');
    answer(request, url.pathname, form, response, { nextSessionId: () => `cs_test_fake_${++serial}`, subscriptions });
  });
  beforeAll(() => new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
  return { recorded, subscriptions, apiBase: () => `http://127.0.0.1:${(fake.address() as AddressInfo).port}` };
}
