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

/** Refunds by idempotency key (a retried request answers the same refund), never beyond the intent's amount. */
interface RefundState {
  byKey: Map<string, unknown>;
  refundedByIntent: Map<string, number>;
  serial: number;
}

/** What the fake's payment intents were paid: a payment intent `pi_…` is worth this many cents. */
export const FAKE_PAYMENT_INTENT_CENTS = 1_000_000;

function refund(request: IncomingMessage, form: URLSearchParams, response: ServerResponse, state: RefundState) {
  const key = request.headers['idempotency-key'];
  const known = typeof key === 'string' ? state.byKey.get(key) : undefined;
  if (known) return send(response, known);
  const intent = form.get('payment_intent') ?? '';
  const amount = Number(form.get('amount'));
  const already = state.refundedByIntent.get(intent) ?? 0;
  if (!intent.startsWith('pi_') || !Number.isSafeInteger(amount) || amount <= 0) {
    return send(response, { error: { type: 'invalid_request_error', message: 'Bad refund' } }, 400);
  }
  if (already + amount > FAKE_PAYMENT_INTENT_CENTS) {
    return send(response, { error: { type: 'invalid_request_error', code: 'charge_already_refunded' } }, 400);
  }
  state.refundedByIntent.set(intent, already + amount);
  const metadata = Object.fromEntries(
    [...form].flatMap(([k, v]) => (k.startsWith('metadata[') ? [[k.slice(9, -1), v]] : [])),
  );
  const body = {
    id: `re_fake_${++state.serial}`,
    object: 'refund',
    amount,
    payment_intent: intent,
    status: 'succeeded',
    metadata,
  };
  if (typeof key === 'string') state.byKey.set(key, body);
  return send(response, body);
}

interface FakeState {
  nextSessionId: () => string;
  subscriptions: FakeStripeSubscriptions;
  refunds: RefundState;
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
  const invoice = path.match(/^\/v1\/invoices\/(in_\w+)$/)?.[1];
  if (request.method === 'GET' && invoice) {
    // A subscription checkout's first invoice, paid by the payment intent named after it (in_x → pi_x).
    const intent = `pi_${invoice.slice(3)}`;
    const payments = {
      object: 'list',
      data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent } }],
    };
    return send(response, { id: invoice, object: 'invoice', payments });
  }
  if (request.method === 'POST' && path === '/v1/refunds') return refund(request, form, response, state.refunds);
  if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
    return send(response, { id: 'bps_1', object: 'billing_portal.session', url: FAKE_PORTAL_URL });
  }
  send(response, { error: { type: 'invalid_request_error', message: 'Unknown path' } }, 404);
}

/**
 * A local stand-in for api.stripe.com for the suite it is called in: Checkout Sessions (`cs_test_fake_1`, 2, …),
 * subscriptions (retrieve, cancel) and their schedules (create, retrieve, update: `subscriptions`), invoices (their
 * payment intent), refunds and customer-portal sessions. It records every request; `apiBase()` is the value for
 * STRIPE_API_BASE once it listens (read it from a getter: the server is created after this beforeAll).
 */
export function useFakeStripe() {
  const recorded: RecordedStripeRequest[] = [];
  let serial = 0;
  const subscriptions = new FakeStripeSubscriptions();
  const refunds: RefundState = { byKey: new Map(), refundedByIntent: new Map(), serial: 0 };
  const fake: Server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const url = new URL(request.url ?? '/', 'http://fake.stripe');
    const form = request.method === 'POST' ? new URLSearchParams(body) : url.searchParams;
    recorded.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      form,
    });
    response.setHeader('content-type', 'application/json');
    answer(request, url.pathname, form, response, {
      nextSessionId: () => `cs_test_fake_${++serial}`,
      subscriptions,
      refunds,
    });
  });
  beforeAll(() => new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
  return { recorded, subscriptions, apiBase: () => `http://127.0.0.1:${(fake.address() as AddressInfo).port}` };
}
