import type { BillingOverview, MembershipOrderView, OrderCheckoutCreated } from '@receptiva/shared';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { ApiError, api, apiPath } from './api-client';

describe('api client', () => {
  it('sends JSON with the session cookie and parses the answer', async () => {
    const server = mockApi({
      routes: {
        'POST /api/orders/checkout': (call) => jsonResponse({ url: `/pay?items=${JSON.stringify(call.body)}` }),
      },
    });
    const cart = { items: [{ slug: 'ai-receptionist-after-hours', quantity: 2 }] };
    await expect(api.post('/api/orders/checkout', { json: cart })).resolves.toEqual({
      url: `/pay?items=${JSON.stringify(cart)}`,
    });
    const [call] = server.callsTo('POST', '/api/orders/checkout');
    expect(call?.credentials).toBe('include');
    expect(call?.headers.get('content-type')).toBe('application/json');
  });

  it('fills path parameters, escaped, and sends no body where there is none', async () => {
    const server = mockApi({
      routes: { 'GET /api/membership/orders/by-session/a%2Fb%20c': () => jsonResponse({ id: 'order-1' }) },
    });
    await api.get('/api/membership/orders/by-session/:sessionId', { param: { sessionId: 'a/b c' } });
    const [call] = server.callsTo('GET', '/api/membership/orders/by-session/a%2Fb%20c');
    expect(call?.body ?? undefined).toBeUndefined();
    expect(call?.headers.get('content-type')).toBeNull();
  });

  it('takes its paths, inputs and answers from the server’s route declarations', () => {
    expectTypeOf(() => api.get('/api/billing')).returns.resolves.toEqualTypeOf<BillingOverview>();
    expectTypeOf(() =>
      api.post('/api/orders/checkout', { json: { items: [] } }),
    ).returns.resolves.toEqualTypeOf<OrderCheckoutCreated>();
    expectTypeOf(() =>
      api.get('/api/membership/orders/by-session/:sessionId', { param: { sessionId: 'cs_1' } }),
    ).returns.resolves.toEqualTypeOf<MembershipOrderView>();
    // @ts-expect-error: no such route on the server
    expectTypeOf(() => api.get('/api/no-such-route')).toBeFunction();
    // @ts-expect-error: the checkout needs its cart
    expectTypeOf(() => api.post('/api/orders/checkout')).toBeFunction();
    const badCart = { items: [{ slug: 'x', quantity: '1' }] };
    // @ts-expect-error: a quantity is a number
    expectTypeOf(() => api.post('/api/orders/checkout', { json: badCart })).toBeFunction();
    expect(apiPath('/api/analytics/events')).toBe('/api/analytics/events');
  });

  it.each([
    [
      'our error shape',
      () => jsonResponse({ error: { code: 'VALIDATION_FAILED', message: 'Bad', fields: { email: 'Invalid' } } }, 400),
      { status: 400, code: 'VALIDATION_FAILED', message: 'Bad', fields: { email: 'Invalid' } },
    ],
    [
      "better-auth's shape",
      () => jsonResponse({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400),
      { status: 400, code: 'INVALID_TOKEN', message: 'Invalid token' },
    ],
    [
      'a body that is not JSON',
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      { status: 502, code: 'INTERNAL_ERROR', message: 'Bad Gateway' },
    ],
  ])('turns %s into an ApiError', async (_case, answer, expected) => {
    mockApi({ routes: { 'GET /api/billing': answer } });
    const error = await api.get('/api/billing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
  });

  it('returns nothing for 204', async () => {
    mockApi({ routes: { 'POST /api/billing/portal': () => new Response(null, { status: 204 }) } });
    await expect(api.post('/api/billing/portal')).resolves.toBeUndefined();
  });
});
